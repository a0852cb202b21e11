package io.kosumi.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.PatternLayout;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.CoreConstants;
import ch.qos.logback.core.LayoutBase;
import ch.qos.logback.core.encoder.LayoutWrappingEncoder;
import ch.qos.logback.core.FileAppender;
import org.slf4j.LoggerFactory;

/**
 * Applies {@code --log-level} and {@code --log-file} on top of {@code logback.xml} (which
 * logs to stderr): stdout belongs to GTP, so logs never go there.
 */
public final class LogConfig {
    /** Logger name of the per-move JSON log, one line per genmove (written by {@code io.kosumi.engine.Engine}). */
    public static final String MOVE_LOG = "kosumi.moves";
    private static volatile Thread initThread;
    private LogConfig() {
    }

    /**
     * Starts logback's configuration (reading logback.xml takes a few hundred milliseconds,
     * most of the engine's start-up) on a background thread, so the first GTP reply does not
     * wait for it. SLF4J hands out substitute loggers while the configuration runs and
     * replays what they logged once it is done, so nothing is lost.
     */
    public static void initializeInBackground() {
        // SLF4J announces the replay on stderr ("A number (3) of logging calls during the
        // initialization phase have been intercepted ..."); the replay is intended here, so
        // only its own errors should be shown. Read once, when SLF4J's Reporter loads.
        if (System.getProperty("slf4j.internal.verbosity") == null) {
            System.setProperty("slf4j.internal.verbosity", "ERROR");
        }
        Thread t = new Thread(LoggerFactory::getILoggerFactory, "log-init");
        t.setDaemon(true);
        t.start();
        initThread = t;
    }

    /**
     * Waits (at most {@code millis}) for a background initialization to finish, so that the
     * messages SLF4J held back meanwhile are written before the process exits.
     */
    public static void awaitInitialization(long millis) {
        Thread t = initThread;
        if (t != null) {
            try {
                t.join(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Level names logback understands: trace, debug, info, warn, error, off (any case). */
    public static boolean isLevel(String name) {
        switch (name.toLowerCase(java.util.Locale.ROOT)) {
            case "trace":
            case "debug":
            case "info":
            case "warn":
            case "error":
            case "off":
                return true;
            default:
                return false;
        }
    }

    /**
     * @param level   null to keep the configured level
     * @param logFile null to keep logging to stderr; else log to this file (appended) instead
     */
    public static void configure(String level, String logFile) {
        Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        if (level != null) {
            root.setLevel(Level.toLevel(level, Level.INFO));
        }
        if (logFile != null) {
            LoggerContext ctx = root.getLoggerContext();
            PatternLayout pattern = new PatternLayout();
            pattern.setContext(ctx);
            pattern.setPattern("%d{yyyy-MM-dd HH:mm:ss.SSS} %-5level [%thread] %logger{24} - %msg%n");
            pattern.start();
            // The per-move log (one JSON object per genmove) is written bare, so that
            // `grep '^{'` on the file gives a JSON-lines file.
            LayoutBase<ILoggingEvent> layout = new LayoutBase<>() {
                @Override
                public String doLayout(ILoggingEvent event) {
                    return MOVE_LOG.equals(event.getLoggerName()) ? event.getFormattedMessage() + CoreConstants.LINE_SEPARATOR
                            : pattern.doLayout(event);
                }
            };
            layout.setContext(ctx);
            layout.start();
            LayoutWrappingEncoder<ILoggingEvent> encoder = new LayoutWrappingEncoder<>();
            encoder.setContext(ctx);
            encoder.setLayout(layout);
            encoder.start();
            FileAppender<ch.qos.logback.classic.spi.ILoggingEvent> file = new FileAppender<>();
            file.setContext(ctx);
            file.setName("FILE");
            file.setFile(logFile);
            file.setAppend(true);
            file.setEncoder(encoder);
            file.start();
            if (!file.isStarted()) {
                throw new IllegalArgumentException("cannot open log file " + logFile);
            }
            root.detachAndStopAllAppenders();
            root.addAppender(file);
            // The move log is wanted whatever --log-level says.
            ((Logger) LoggerFactory.getLogger(MOVE_LOG)).setLevel(Level.INFO);
        }
    }
}
