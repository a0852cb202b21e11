package io.kosumi.game;

import java.util.Locale;

/**
 * A rule set: which repetitions and suicides are legal. Scoring is always by area (Chinese,
 * Tromp-Taylor), which is what gogui-twogtp and computer tournaments use; a Japanese name
 * given by a GUI is kept for display but scored by area (README, "Choices where the protocol is silent").
 */
public final class Rules {
    /** Chinese rules: positional superko, suicide illegal. The default. */
    public static final Rules CHINESE = new Rules("chinese", false, true);
    /** Tromp-Taylor: positional superko, multi-stone suicide legal. */
    public static final Rules TROMP_TAYLOR = new Rules("tromp-taylor", true, true);
    /** Simple ko only, suicide illegal: GNU Go's default legality, used in comparisons. */
    public static final Rules SIMPLE_KO = new Rules("simple-ko", false, false);
    /** Japanese names as KGS sends them: scored by area here, simple ko plus superko as Chinese. */
    public static final Rules JAPANESE = new Rules("japanese", false, true);

    private final String name;
    private final boolean allowSuicide;
    private final boolean positionalSuperko;

    public Rules(String name, boolean allowSuicide, boolean positionalSuperko) {
        this.name = name;
        this.allowSuicide = allowSuicide;
        this.positionalSuperko = positionalSuperko;
    }

    public String name() {
        return name;
    }

    /** Multi-stone suicide is a legal move (a single stone's suicide never is). */
    public boolean allowSuicide() {
        return allowSuicide;
    }

    /** A play may not recreate any earlier position of the game (stones only). */
    public boolean positionalSuperko() {
        return positionalSuperko;
    }

    /**
     * Parses a rule-set name: chinese, tromp-taylor (also tt, trompTaylor), simple-ko,
     * japanese, aga, new-zealand (area rules with suicide legal).
     */
    public static Rules parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        switch (t) {
            case "chinese": case "cn": case "area": return CHINESE;
            case "tromp-taylor": case "tromptaylor": case "tt": return TROMP_TAYLOR;
            case "simple-ko": case "simpleko": return SIMPLE_KO;
            case "japanese": case "jp": case "korean": return JAPANESE;
            case "aga": return new Rules("aga", false, true);
            case "new-zealand": case "nz": return new Rules("new-zealand", true, true);
            default: throw new IllegalArgumentException("unknown rules: " + text
                    + " (expected chinese, tromp-taylor, simple-ko, japanese, aga or new-zealand)");
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
