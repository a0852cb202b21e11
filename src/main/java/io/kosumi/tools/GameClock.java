package io.kosumi.tools;

import java.util.Locale;

/**
 * One side's clock in a match: absolute main time, then optionally Canadian byo-yomi (a period
 * of {@code byoMs} for {@code stones} moves, renewed once they are played) or Japanese byo-yomi
 * ({@code periods} periods of {@code byoMs}; a move within one period costs nothing, a period
 * is lost for every full period a move overruns).
 *
 * <p>Every move is charged its full measured time. When the main time runs out during a move,
 * the rest of that move is charged to byo-yomi at once (and in Canadian byo-yomi it counts as a
 * stone of the first period), as on KGS. Lag: a move is over time only when it overruns what
 * was left by more than {@code marginMs}; in Japanese byo-yomi the margin also keeps a move
 * that ends just past its period (pipe and process lag) from costing a period.
 *
 * <p>Not thread-safe; one per side per game.
 */
public final class GameClock {
  /** The byo-yomi system. */
  public enum Kind {
    /** Main time only: running out loses. */
    ABSOLUTE,
    CANADIAN,
    JAPANESE
  }

  private final Kind kind;
  private final long byoMs;
  private final int stones;
  private final long marginMs;

  private long mainLeftMs;
  private boolean inByoYomi;
  /** Canadian: time left in the current period. */
  private long periodLeftMs;
  /** Canadian: moves left to play in the current period. */
  private int stonesLeft;
  /** Japanese: periods left (the current one included). */
  private int periodsLeft;
  private boolean flagged;

  private GameClock(Kind kind, long mainMs, long byoMs, int count, long marginMs) {
    if (mainMs < 0 || byoMs < 0 || count < 0 || marginMs < 0) {
      throw new IllegalArgumentException("clock settings must not be negative");
    }
    if (kind != Kind.ABSOLUTE && (byoMs <= 0 || count <= 0)) {
      throw new IllegalArgumentException("byo-yomi needs a positive period time and count");
    }
    if (kind == Kind.ABSOLUTE && mainMs <= 0) {
      throw new IllegalArgumentException("an absolute clock needs main time");
    }
    this.kind = kind;
    this.mainLeftMs = mainMs;
    this.byoMs = byoMs;
    this.stones = kind == Kind.CANADIAN ? count : 0;
    this.periodsLeft = kind == Kind.JAPANESE ? count : 0;
    this.marginMs = marginMs;
    this.inByoYomi = mainMs == 0 && kind != Kind.ABSOLUTE;
    if (inByoYomi && kind == Kind.CANADIAN) {
      periodLeftMs = byoMs;
      stonesLeft = stones;
    }
  }

  public static GameClock absolute(long mainMs, long marginMs) {
    return new GameClock(Kind.ABSOLUTE, mainMs, 0, 0, marginMs);
  }

  public static GameClock canadian(long mainMs, long periodMs, int stones, long marginMs) {
    return new GameClock(Kind.CANADIAN, mainMs, periodMs, stones, marginMs);
  }

  public static GameClock japanese(long mainMs, long periodMs, int periods, long marginMs) {
    return new GameClock(Kind.JAPANESE, mainMs, periodMs, periods, marginMs);
  }

  public Kind kind() {
    return kind;
  }

  public long mainLeftMs() {
    return mainLeftMs;
  }

  public boolean inByoYomi() {
    return inByoYomi;
  }

  public long periodLeftMs() {
    return kind == Kind.JAPANESE ? byoMs : periodLeftMs;
  }

  public int stonesLeft() {
    return stonesLeft;
  }

  public int periodsLeft() {
    return periodsLeft;
  }

  /** True once a move overran the allowance: that side has lost on time. */
  public boolean flagged() {
    return flagged;
  }

  /**
   * The most the next move may take before it loses on time (the margin not included): the main
   * time left plus the byo-yomi it can still reach in one move.
   */
  public long allowanceMs() {
    switch (kind) {
      case ABSOLUTE:
        return Math.max(0, mainLeftMs);
      case CANADIAN:
        return inByoYomi ? Math.max(0, periodLeftMs) : mainLeftMs + byoMs;
      default:
        return (inByoYomi ? 0 : mainLeftMs) + periodsLeft * byoMs;
    }
  }

  /**
   * Charges one move of {@code ms}; returns false when it lost on time (then {@link #flagged()}).
   */
  public boolean charge(long ms) {
    if (ms < 0) {
      throw new IllegalArgumentException("negative move time");
    }
    if (flagged) {
      throw new IllegalStateException("the clock has already run out");
    }
    long spill = ms;
    if (!inByoYomi) {
      if (kind == Kind.ABSOLUTE || spill <= mainLeftMs) {
        mainLeftMs -= spill;
        if (mainLeftMs < -marginMs) {
          flagged = true;
        }
        return !flagged;
      }
      spill -= mainLeftMs;
      mainLeftMs = 0;
      inByoYomi = true;
      if (kind == Kind.CANADIAN) {
        periodLeftMs = byoMs;
        stonesLeft = stones;
      }
    }
    if (kind == Kind.CANADIAN) {
      periodLeftMs -= spill;
      if (periodLeftMs < -marginMs) {
        flagged = true;
        return false;
      }
      if (--stonesLeft == 0) {
        periodLeftMs = byoMs;
        stonesLeft = stones;
      }
      return true;
    }
    // Japanese: overrunning k full periods (beyond the lag margin) costs k periods.
    long over = Math.max(0, spill - marginMs);
    long lost = over == 0 ? 0 : (over - 1) / byoMs;
    if (lost >= periodsLeft) {
      periodsLeft = 0;
      flagged = true;
      return false;
    }
    periodsLeft -= (int) lost;
    return true;
  }

  /**
   * The arguments of GTP {@code time_left} for this side: whole seconds left and stones. In main
   * time: the main time left and 0. Canadian byo-yomi: the period's time left and the stones
   * still to play in it. Japanese byo-yomi: one period's time and the periods left (KGS's
   * convention, which Pachi and GNU Go read).
   */
  public String timeLeftArgs() {
    if (!inByoYomi) {
      return seconds(mainLeftMs) + " 0";
    }
    if (kind == Kind.CANADIAN) {
      return seconds(periodLeftMs) + " " + stonesLeft;
    }
    return seconds(byoMs) + " " + periodsLeft;
  }

  private static long seconds(long ms) {
    return Math.max(0, ms / 1000);
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%s main %d ms%s", kind, mainLeftMs,
        !inByoYomi ? "" : kind == Kind.CANADIAN
            ? ", period " + periodLeftMs + " ms for " + stonesLeft + " stones"
            : ", " + periodsLeft + " periods of " + byoMs + " ms");
  }
}
