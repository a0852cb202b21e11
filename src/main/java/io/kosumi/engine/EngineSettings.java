package io.kosumi.engine;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The engine's start-up settings (from the command line). Mutable plain values, read when
 * the engine and its move generator are built; later changes come through GTP commands.
 * Each field's default is the one documented in {@code --help}.
 */
public final class EngineSettings {
    /** Search threads. */
    public int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    /** Playouts per move; 0 means limited by time only. */
    public long playouts;
    /**
     * Seconds per move when the controller sends no time settings; 0 means no time limit
     * (then {@link #playouts} must end the search).
     */
    public double secondsPerMove = 5.0;
    /** Network and GUI lag margin kept off every time budget, in seconds (at least 0.2). */
    public double lagSeconds = 1.0;
    /** Search tree memory budget in megabytes. */
    public int memoryMb = 512;
    /** Komi until the controller sends {@code komi}. */
    public double komi = 7.5;
    /** Rules name, as {@code Rules.parse} accepts it. */
    public String rules = "chinese";
    /** Resign when the win rate of the best move is below this (0 disables resigning). */
    public double resignThreshold = 0.1;
    /** Think on the opponent's time. */
    public boolean ponder;
    /** Opening book file, or null for the shipped ones ({@link OpeningBooks#SHIPPED}). */
    public Path book;
    /** No opening book at all ({@code --book none}). */
    public boolean noBook;
    /** Prior (feature weight) table, or null for the built-in one. */
    public Path priors;
    /** Random seed; null means a different seed every run. */
    public Long seed;
    /** Move generator: "search" (the Monte-Carlo search) or "random" (fast, for tests). */
    public String engine = "search";
    /**
     * Search parameter overrides, each "name=value" ({@code --param}), applied in order; those
     * named {@code time.NAME} set the clock's {@link io.kosumi.time.TimeParams} instead.
     */
    public List<String> searchParams = new ArrayList<>();
    /** The prefix of a {@link #searchParams} entry that sets a time parameter. */
    public static final String TIME_PARAM_PREFIX = "time.";

    /** Whether the {@code --param} override {@code assignment} sets a time parameter. */
    public static boolean isTimeParam(String assignment) {
        return assignment.trim().startsWith(TIME_PARAM_PREFIX);
    }
    /** Seconds of background warm-up search at start-up; 0 for none. */
    public double warmupSeconds = 5.0;
    /** Write one JSON line per genmove to the log ({@code --log-file}). */
    public boolean moveLog;

    /** The seed to use: the configured one, or one drawn from the clock. */
    public long effectiveSeed() {
        return seed != null ? seed : System.nanoTime() ^ 0x9E3779B97F4A7C15L;
    }
}
