package io.kosumi.tools;

import io.kosumi.cli.Subcommand;
import io.kosumi.engine.EngineSettings;
import io.kosumi.gtp.GtpMain;
import java.io.File;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Stream;
import org.kohsuke.args4j.Argument;
import org.kohsuke.args4j.CmdLineException;
import org.kohsuke.args4j.CmdLineParser;
import org.kohsuke.args4j.Option;

/**
 * {@code kosumi regress [--engine CMD] FILE|DIR ...}: runs GTP regression suites in the
 * format of GoGui's gogui-regress, against Kosumi in-process (default) or any GTP program.
 *
 * <p>The file format, as gogui-regress reads it: every line is trimmed; a line starting with
 * {@code #?} holds the expected reply of the command just before it as {@code [regex]}
 * (Java syntax, matched against the whole reply text with MULTILINE and DOTALL; a leading
 * {@code !} negates it; a trailing {@code *} after the bracket marks a known failure); other
 * lines starting with {@code #} are comments and empty lines are skipped; every other line is
 * sent as a command, tabs turned into spaces. A command whose line starts with a number is a
 * test. A test fails when its reply is an error or does not match. The engine starts in the
 * suite's directory, so file names in {@code loadsgf} are relative to it; like gogui-regress
 * the runner sends {@code name}, {@code version} and {@code cputime} before and {@code cputime}
 * and {@code quit} after the suite.
 *
 * <p>Two checks are stricter than gogui-regress, so that a suite that passes here passes there
 * with no "Error" entries: a failing command that is not a test also counts against the
 * suite, and every reply must be well-formed and echo its command's id.
 */
public final class Regress implements Subcommand {
    @Option(name = "--engine", metaVar = "COMMAND",
            usage = "GTP program to test, as a command line (default: Kosumi in-process)")
    private String engineCommand;

    @Option(name = "--verbose", usage = "print every command and reply to stderr")
    private boolean verbose;

    @Option(name = "--help", aliases = "-h", help = true, usage = "show this help")
    private boolean help;

    @Argument(metaVar = "FILE|DIR", usage = ".tst files, or directories of them")
    private List<String> files = new ArrayList<>();

    /** The outcome of one numbered test. */
    public static final class TestResult {
        public final int id;
        public final String command;
        public final String expected;   // the pattern text, "" when the test had none
        public final String response;
        public final boolean failed;
        public final boolean expectedFail;

        TestResult(int id, String command, String expected, String response, boolean failed, boolean expectedFail) {
            this.id = id;
            this.command = command;
            this.expected = expected;
            this.response = response;
            this.failed = failed;
            this.expectedFail = expectedFail;
        }

        public boolean unexpected() {
            return failed != expectedFail;
        }

        @Override
        public String toString() {
            String what = failed ? (expectedFail ? "fail (expected)" : "unexpected FAIL")
                    : (expectedFail ? "unexpected PASS" : "pass");
            return id + " " + what + ": '" + command + "' correct '" + expected + "', got '" + response + "'";
        }
    }

    /** The outcome of one suite file. */
    public static final class FileResult {
        public final Path file;
        public final List<TestResult> tests = new ArrayList<>();
        /** Failed commands that were not tests, malformed replies, id mismatches, file errors. */
        public final List<String> errors = new ArrayList<>();

        FileResult(Path file) {
            this.file = file;
        }

        public long count(boolean failed, boolean expectedFail) {
            return tests.stream().filter(t -> t.failed == failed && t.expectedFail == expectedFail).count();
        }

        public long unexpectedFails() {
            return count(true, false);
        }

        public long unexpectedPasses() {
            return count(false, true);
        }

        /** No unexpected failure and no error (unexpected passes are reported, not failures). */
        public boolean ok() {
            return unexpectedFails() == 0 && errors.isEmpty();
        }

        public String summary() {
            return String.format(Locale.ROOT, "%s: %d tests, %d FAIL, %d fail, %d PASS, %d pass, %d errors",
                    file, tests.size(), count(true, false), count(true, true), count(false, true),
                    count(false, false), errors.size());
        }
    }

    /** Makes a fresh engine for each suite, started in the suite's directory. */
    @FunctionalInterface
    public interface EngineFactory {
        GtpClient start(Path directory) throws IOException;
    }

    @Override
    public int run(String[] args) throws Exception {
        int code = SubcommandArgs.parse(new CmdLineParser(this), args, () -> help, parser -> {
            if (files.isEmpty()) {
                throw new CmdLineException(parser, "no test files given", null);
            }
        }, "kosumi regress", "usage: kosumi regress [--engine COMMAND] [--verbose] FILE.tst|DIR ...", System.out,
                System.err);
        if (code != SubcommandArgs.RUN) {
            return code;
        }
        List<Path> suites = new ArrayList<>();
        for (String f : files) {
            Path p = Path.of(f);
            if (Files.isDirectory(p)) {
                suites.addAll(listSuites(p));
            } else if (Files.isRegularFile(p)) {
                suites.add(p);
            } else {
                System.err.println("kosumi regress: no such file: " + f);
                return 2;
            }
        }
        EngineFactory factory = engineCommand == null ? Regress::inProcess : dir -> external(engineCommand, dir);
        boolean ok = true;
        for (Path suite : suites) {
            FileResult r = runFile(suite, factory, verbose ? System.err : null);
            for (TestResult t : r.tests) {
                if (t.unexpected()) {
                    System.out.println(suite + ": " + t);
                }
            }
            for (String e : r.errors) {
                System.out.println(suite + ": error: " + e);
            }
            System.out.println(r.summary());
            ok &= r.ok();
        }
        return ok ? 0 : 1;
    }

    /** The {@code *.tst} files directly in {@code dir}, sorted by name. */
    public static List<Path> listSuites(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".tst")).sorted().collect(
                    java.util.stream.Collectors.toList());
        }
    }

    private static final Pattern ID = Pattern.compile("^([0-9]+) ");
    private static final Pattern REPLY_HEAD = Pattern.compile("^([=?])([0-9]*)( |$)");

    /** Runs one suite file with a fresh engine from {@code factory}. */
    public static FileResult runFile(Path suite, EngineFactory factory, PrintStream trace) {
        FileResult result = new FileResult(suite);
        List<String> lines;
        try {
            lines = Files.readAllLines(suite, StandardCharsets.UTF_8);
        } catch (IOException e) {
            result.errors.add("cannot read " + suite + ": " + e.getMessage());
            return result;
        }
        Path dir = suite.toAbsolutePath().getParent();
        try (GtpClient engine = factory.start(dir)) {
            for (String q : new String[] {"name", "version", "cputime"}) {
                exchange(engine, q, -1, result, trace);
            }
            String lastCommand = null;
            int lastId = -1;
            String lastReply = null;
            for (int lineNo = 1; lineNo <= lines.size(); lineNo++) {
                String line = lines.get(lineNo - 1).trim();
                if (line.startsWith("#?")) {
                    if (lastReply == null) {
                        result.errors.add("line " + lineNo + ": pattern without a command before it");
                        continue;
                    }
                    String pattern = line.substring(2).trim();
                    if (pattern.isEmpty()) {
                        finishUnchecked(result, lastId, lastCommand, lastReply);
                    } else {
                        check(result, lineNo, lastId, lastCommand, lastReply, pattern);
                    }
                    lastReply = null;
                    continue;
                }
                if (lastReply != null) {
                    finishUnchecked(result, lastId, lastCommand, lastReply);
                    lastReply = null;
                }
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                line = line.replace('\t', ' ');
                Matcher m = ID.matcher(line);
                lastId = m.find() ? parseId(m.group(1)) : -1;
                lastCommand = line;
                lastReply = exchange(engine, line, lastId, result, trace);
                if (lastReply == null) {
                    result.errors.add("line " + lineNo + ": engine died after '" + line + "'");
                    return result;
                }
            }
            if (lastReply != null) {
                finishUnchecked(result, lastId, lastCommand, lastReply);
            }
            exchange(engine, "cputime", -1, result, trace);
            exchange(engine, "quit", -1, result, trace);
        } catch (IOException e) {
            result.errors.add("engine I/O: " + e.getMessage());
        }
        return result;
    }

    private static int parseId(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return Integer.MAX_VALUE;
        }
    }

    /**
     * Sends a line, checks the reply's form and id; returns the reply as the engine wrote it
     * (with any stray output before it), or null when the engine died.
     */
    private static String exchange(GtpClient engine, String line, int id, FileResult result, PrintStream trace) {
        if (trace != null) {
            trace.println(">> " + line);
        }
        String reply = rawReply(engine, line);
        if (trace != null) {
            trace.println("<< " + reply);
        }
        if (reply == null) {
            return null;
        }
        Matcher m = REPLY_HEAD.matcher(reply);
        if (!m.find()) {
            result.errors.add("malformed reply to '" + line + "': '" + reply + "'");
        } else if (id >= 0 && !m.group(2).equals(Integer.toString(id))) {
            result.errors.add("reply to '" + line + "' has id '" + m.group(2) + "'");
        } else if (id < 0 && !m.group(2).isEmpty()) {
            result.errors.add("reply to '" + line + "' has an id it was not given");
        }
        boolean error = reply.startsWith("?");
        if (error && id < 0 && !line.equals("quit")) {
            result.errors.add("command failed: '" + line + "' -> '" + reply + "'");
        }
        return reply;
    }

    /** The reply to one line, as written (no time limit, as gogui-regress); null when the engine went away. */
    private static String rawReply(GtpClient engine, String line) {
        try {
            return engine.send(line, 0).raw();
        } catch (IOException e) {
            return null;
        }
    }

    /** The reply text as gogui-regress compares it: after the first space, trimmed. */
    static String responseText(String fullReply) {
        int space = fullReply.indexOf(' ');
        return space < 0 ? "" : fullReply.substring(space).trim();
    }

    private static void finishUnchecked(FileResult result, int id, String command, String reply) {
        if (id >= 0) {
            boolean failed = reply.startsWith("?");
            result.tests.add(new TestResult(id, command, "", responseText(reply), failed, false));
        }
    }

    private static void check(FileResult result, int lineNo, int id, String command, String reply, String pattern) {
        boolean expectedFail = false;
        if (pattern.endsWith("*")) {
            expectedFail = true;
            pattern = pattern.substring(0, pattern.length() - 1);
        }
        if (!pattern.startsWith("[") || !pattern.endsWith("]")) {
            result.errors.add("line " + lineNo + ": pattern not in brackets: " + pattern);
            return;
        }
        String regex = pattern.substring(1, pattern.length() - 1).trim();
        String expected = regex;
        boolean negate = false;
        if (regex.startsWith("!")) {
            negate = true;
            regex = regex.substring(1);
        }
        String response = responseText(reply);
        boolean failed;
        if (reply.startsWith("?")) {
            failed = true;
        } else {
            try {
                boolean matches = Pattern.compile(regex, Pattern.MULTILINE | Pattern.DOTALL).matcher(response).matches();
                failed = matches == negate;
            } catch (PatternSyntaxException e) {
                result.errors.add("line " + lineNo + ": bad pattern: " + e.getDescription());
                return;
            }
        }
        if (id < 0) {
            result.errors.add("line " + lineNo + ": pattern after a command without an id");
            return;
        }
        result.tests.add(new TestResult(id, command, expected, response, failed, expectedFail));
    }

    // ---- engines ----------------------------------------------------------------------------

    /**
     * Kosumi in this JVM, on its own thread, files relative to {@code dir}: seed 1, one
     * thread, at most 1000 playouts or 2 seconds per move.
     */
    public static GtpClient inProcess(Path dir) throws IOException {
        EngineSettings settings = new EngineSettings();
        settings.seed = 1L;
        settings.threads = 1;
        // Suites test behaviour, not strength: keep each genmove short once the search plays.
        settings.playouts = 1000;
        settings.secondsPerMove = 2;
        return inProcess(dir, settings);
    }

    /** An in-process engine with the given settings, started in {@code dir}. */
    public static GtpClient inProcess(Path dir, EngineSettings settings) throws IOException {
        PipedOutputStream toEngine = new PipedOutputStream();
        PipedInputStream engineIn = new PipedInputStream(toEngine, 1 << 16);
        PipedInputStream fromEngine = new PipedInputStream(1 << 16);
        PipedOutputStream engineOut = new PipedOutputStream(fromEngine);
        Thread t = new Thread(() -> {
            try {
                GtpMain.serve(settings, engineIn, engineOut, dir);
            } finally {
                try {
                    engineOut.close();
                } catch (IOException e) {
                    // The reader sees the end of the stream either way.
                }
            }
        }, "regress-engine");
        t.setDaemon(true);
        t.start();
        return GtpClient.connect("regress", fromEngine, toEngine);
    }

    /** An external GTP program started in {@code dir}; its stderr goes to ours. */
    public static GtpClient external(String commandLine, Path dir) throws IOException {
        return GtpClient.start("regress", CommandLine.split(commandLine), dir,
                (java.util.function.Consumer<String>) System.err::println);
    }

    /** For {@code File}-based callers. */
    public static FileResult runFile(File suite) {
        return runFile(suite.toPath(), Regress::inProcess, null);
    }
}
