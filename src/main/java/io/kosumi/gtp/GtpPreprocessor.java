package io.kosumi.gtp;

/**
 * The input preprocessing that GTP v2 (section 3.1) prescribes, applied to one line at a time:
 * control characters other than tab are removed (so {@code \r} of a {@code \r\n} line ending
 * disappears, as do NUL bytes), everything from {@code #} on is a comment, tabs become spaces,
 * and a line that is then empty is skipped.
 */
public final class GtpPreprocessor {
    private GtpPreprocessor() {
    }

    /** The cleaned line, trimmed, or {@code null} when nothing is left to execute. */
    public static String preprocess(String raw) {
        StringBuilder sb = null;
        int n = raw.length();
        for (int i = 0; i < n; i++) {
            char c = raw.charAt(i);
            if (c == '#') {
                break;
            }
            boolean control = (c < 32 && c != '\t') || c == 127;
            if (control || c == '\t') {
                if (sb == null) {
                    sb = new StringBuilder(n);
                    sb.append(raw, 0, i);
                }
                if (c == '\t') {
                    sb.append(' ');
                }
                continue;
            }
            if (sb != null) {
                sb.append(c);
            }
        }
        String s;
        if (sb != null) {
            s = sb.toString();
        } else {
            int hash = raw.indexOf('#');
            s = hash >= 0 ? raw.substring(0, hash) : raw;
        }
        s = s.trim();
        return s.isEmpty() ? null : s;
    }

    /**
     * True for GoGui's interrupt line, {@code # interrupt}: a comment, so it is never answered,
     * but it asks the command in progress to finish as soon as it can.
     */
    public static boolean isInterrupt(String raw) {
        int n = raw.length();
        int i = 0;
        while (i < n && raw.charAt(i) <= ' ') {
            i++;
        }
        if (i >= n || raw.charAt(i) != '#') {
            return false;
        }
        return raw.substring(i + 1).trim().equals("interrupt");
    }
}
