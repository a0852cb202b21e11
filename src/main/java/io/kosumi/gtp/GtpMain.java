package io.kosumi.gtp;

import io.kosumi.cli.LogConfig;
import io.kosumi.cli.Subcommand;
import io.kosumi.engine.Engine;
import io.kosumi.engine.EngineSettings;
import io.kosumi.engine.MoveGenerator;
import io.kosumi.engine.MoveGenerators;
import io.kosumi.engine.Version;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The {@code gtp} subcommand: the engine on stdin/stdout. */
public final class GtpMain implements Subcommand {
    /**
     * The other subcommands' lines for {@code --help}. Given by the caller, the entry point that
     * registers them, so that this layer does not depend on the one above it.
     */
    private final Supplier<String> subcommandHelp;

    /** @param subcommandHelp lines "  name  description" of every subcommand */
    public GtpMain(Supplier<String> subcommandHelp) {
        this.subcommandHelp = subcommandHelp;
    }

    @Override
    public int run(String[] args) {
        GtpOptions options = new GtpOptions();
        CmdLineParser parser = new CmdLineParser(options);
        // The option list is written before parsing: args4j prints each field's current value
        // as its default, which after parsing would be what the user gave ("--help ... (default: true)").
        String usage = usage(parser);
        try {
            GtpOptions.parse(parser, options, args);
        } catch (CmdLineException e) {
            System.err.println("kosumi: " + e.getMessage());
            System.err.print(usage);
            return 2;
        }
        if (options.help) {
            System.out.print(usage);
            return 0;
        }
        if (options.version) {
            System.out.println(GtpCommands.NAME + " " + Version.get());
            return 0;
        }
        if (options.logLevel != null || options.logFile != null) {
            try {
                LogConfig.configure(options.logLevel, options.logFile);
            } catch (IllegalArgumentException e) {
                System.err.println("kosumi: --log-file: " + e.getMessage());
                return 2;
            }
        } else {
            LogConfig.initializeInBackground();
        }
        // Keep the real stdout for the protocol and send anything else that prints to
        // System.out (a stray debug print in a library) to stderr, where it cannot corrupt
        // a reply.
        OutputStream protocolOut = new FileOutputStream(FileDescriptor.out);
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
        EngineSettings settings = options.toSettings();
        Engine engine;
        try {
            engine = new Engine(settings, MoveGenerators.create(settings));
        } catch (IllegalArgumentException e) {
            System.err.println("kosumi: " + e.getMessage());
            return 2;
        }
        int code = serve(engine, System.in, protocolOut, Path.of(""));
        LogConfig.awaitInitialization(5000);
        return code;
    }

    /** Runs a GTP session with a fresh engine until {@code quit} or end of input. */
    public static int serve(EngineSettings settings, InputStream in, OutputStream out, Path baseDir) {
        return serve(new Engine(settings, MoveGenerators.create(settings)), in, out, baseDir);
    }

    /** Runs a GTP session with {@code engine} until {@code quit} or end of input. */
    public static int serve(Engine engine, InputStream in, OutputStream out, Path baseDir) {
        return serve(engine, GtpCommands.createRegistry(engine, baseDir.toAbsolutePath()), in, out);
    }

    /** Runs a GTP session with {@code engine} and the commands of {@code registry}. */
    public static int serve(Engine engine, GtpRegistry registry, InputStream in, OutputStream out) {
        Logger log = LoggerFactory.getLogger(GtpMain.class);
        EngineSettings settings = engine.settings();
        MoveGenerator generator = engine.generator();
        GtpServer server = new GtpServer(registry, in, out);
        server.input().setInterruptListener(engine::interrupt);
        // Pondering reads the game: it stops as soon as a line arrives, and is joined before
        // the command runs.
        server.input().setLineListener(engine::inputArrived);
        server.setBeforeCommand(engine::beforeCommand);
        engine.startWarmup();
        log.debug("{} {} ready ({}, {} threads)", GtpCommands.NAME, Version.get(), generator.name(), settings.threads);
        server.run();
        engine.shutdown();
        return 0;
    }

    private String usage(CmdLineParser parser) {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8);
        out.println("usage: kosumi [gtp] [OPTIONS]     GTP engine on stdin/stdout");
        out.println("       kosumi SUBCOMMAND [OPTIONS] (SUBCOMMAND --help for its options)");
        out.println();
        out.println("subcommands:");
        out.print(subcommandHelp.get());
        out.println();
        out.println("engine options:");
        parser.printUsage(out);
        out.flush();
        return bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
    }
}
