package io.kosumi.util;

import java.util.Locale;

/**
 * Builds one JSON text into a string: the single writer behind every JSON report (match
 * summary, benchmarks, the engine's move log), so that escaping and number formatting are
 * the same everywhere.
 *
 * <p>Strings are escaped as RFC 8259 asks: quote, backslash and every control character
 * below U+0020 ({@code \b \f \n \r \t} by name, the rest as {@code \}{@code u00XX}); any other
 * character, non-ASCII included, is written as it is, to be encoded as UTF-8 by whoever writes
 * the text out. Numbers: integers as they are; a double either in the shortest form that
 * reads back to the same value ({@link Double#toString}) or with a fixed number of decimals,
 * always with a '.' whatever the default locale; NaN and infinities, which JSON cannot
 * express, become {@code null}.
 *
 * <p>Commas are placed by the writer. Misuse (a value without a name inside an object, a name
 * outside one, unbalanced ends) throws IllegalStateException, so a malformed text cannot be
 * produced. Not thread-safe; one writer per text.
 */
public final class JsonWriter {
    private static final int MAX_DEPTH = 64;

    private final StringBuilder out;
    /** Per open container: true for an object. */
    private final boolean[] isObject = new boolean[MAX_DEPTH];
    /** Per open container: true once it holds an element. */
    private final boolean[] hasElement = new boolean[MAX_DEPTH];
    private int depth;
    /** An object's member name has been written and its value is due. */
    private boolean afterName;
    /** A complete top-level value has been written. */
    private boolean done;

    public JsonWriter() {
        this(new StringBuilder());
    }

    /** Appends to {@code out}. */
    public JsonWriter(StringBuilder out) {
        this.out = out;
    }

    public JsonWriter beginObject() {
        beforeValue();
        out.append('{');
        push(true);
        return this;
    }

    public JsonWriter endObject() {
        pop(true);
        out.append('}');
        return this;
    }

    public JsonWriter beginArray() {
        beforeValue();
        out.append('[');
        push(false);
        return this;
    }

    public JsonWriter endArray() {
        pop(false);
        out.append(']');
        return this;
    }

    /** The name of the next member of the current object. */
    public JsonWriter name(String name) {
        if (depth == 0 || !isObject[depth - 1] || afterName) {
            throw new IllegalStateException("a member name belongs in an object, before its value");
        }
        if (hasElement[depth - 1]) {
            out.append(',');
        }
        hasElement[depth - 1] = true;
        appendQuoted(out, name);
        out.append(':');
        afterName = true;
        return this;
    }

    /** A string, or {@code null} when {@code s} is null. */
    public JsonWriter value(String s) {
        if (s == null) {
            return nullValue();
        }
        beforeValue();
        appendQuoted(out, s);
        return this;
    }

    public JsonWriter value(long v) {
        beforeValue();
        out.append(v);
        return this;
    }

    public JsonWriter value(boolean v) {
        beforeValue();
        out.append(v);
        return this;
    }

    /** The shortest decimal form that reads back as {@code v}; null when not finite. */
    public JsonWriter value(double v) {
        if (!Double.isFinite(v)) {
            return nullValue();
        }
        beforeValue();
        out.append(v);
        return this;
    }

    /** {@code v} rounded to {@code decimals} places (half up); null when not finite. */
    public JsonWriter value(double v, int decimals) {
        if (!Double.isFinite(v)) {
            return nullValue();
        }
        beforeValue();
        out.append(fixed(v, decimals));
        return this;
    }

    public JsonWriter nullValue() {
        beforeValue();
        out.append("null");
        return this;
    }

    /** {@code name(name).value(v)}. */
    public JsonWriter field(String name, String v) {
        return name(name).value(v);
    }

    public JsonWriter field(String name, long v) {
        return name(name).value(v);
    }

    public JsonWriter field(String name, boolean v) {
        return name(name).value(v);
    }

    public JsonWriter field(String name, double v) {
        return name(name).value(v);
    }

    public JsonWriter field(String name, double v, int decimals) {
        return name(name).value(v, decimals);
    }

    /** An array of doubles, each with {@code decimals} places. */
    public JsonWriter array(double[] values, int decimals) {
        beginArray();
        for (double v : values) {
            value(v, decimals);
        }
        return endArray();
    }

    /** An array of doubles in their shortest form. */
    public JsonWriter array(double[] values) {
        beginArray();
        for (double v : values) {
            value(v);
        }
        return endArray();
    }

    /** The text written so far; complete once every container is closed. */
    @Override
    public String toString() {
        return out.toString();
    }

    /** {@code s} as a JSON string literal, quotes included. */
    public static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2);
        appendQuoted(sb, s);
        return sb.toString();
    }

    /** {@code v} with {@code decimals} places and a '.', as {@code String.format("%.Nf")} in the root locale. */
    public static String fixed(double v, int decimals) {
        if (decimals < 0 || decimals > 15) {
            throw new IllegalArgumentException("decimals must be 0 to 15: " + decimals);
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    private static void appendQuoted(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append("\\u00").append(Character.forDigit(c >> 4, 16))
                                .append(Character.forDigit(c & 0xF, 16));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    private void beforeValue() {
        if (depth == 0) {
            if (done) {
                throw new IllegalStateException("a JSON text holds one top-level value");
            }
            done = true;
            return;
        }
        if (isObject[depth - 1]) {
            if (!afterName) {
                throw new IllegalStateException("a value in an object needs a member name first");
            }
            afterName = false;
        } else {
            if (hasElement[depth - 1]) {
                out.append(',');
            }
            hasElement[depth - 1] = true;
        }
    }

    private void push(boolean object) {
        if (depth == MAX_DEPTH) {
            throw new IllegalStateException("JSON nested deeper than " + MAX_DEPTH);
        }
        isObject[depth] = object;
        hasElement[depth] = false;
        depth++;
    }

    private void pop(boolean object) {
        if (depth == 0 || isObject[depth - 1] != object || afterName) {
            throw new IllegalStateException(object ? "no object to end here" : "no array to end here");
        }
        depth--;
    }
}
