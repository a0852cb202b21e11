package io.kosumi.sgf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;

/**
 * Writes trees of {@link SgfNode} as SGF text. Values are escaped ({@code ]} and
 * {@code \} get a backslash), so {@code SgfReader.read(write(tree))} gives the same
 * properties back. The text is meant to be stored as UTF-8; {@link SgfGames#toSgf} adds
 * {@code CA[UTF-8]} to say so.
 */
public final class SgfWriter {
    /** Move nodes per line of output, to keep files readable in a text editor. */
    private static final int NODES_PER_LINE = 10;

    private SgfWriter() {
    }

    /** The tree under {@code root} as one game tree "(;...)" followed by a newline. */
    public static String write(SgfNode root) {
        StringBuilder sb = new StringBuilder(1024);
        appendTree(sb, root);
        sb.append('\n');
        return sb.toString();
    }

    /**
     * Writes the tree to {@code file} (UTF-8) through a temporary file beside it, so a reader or
     * a killed run sees the old file or the new one, never half of one.
     */
    public static void save(SgfNode root, Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.write(tmp, write(root).getBytes(StandardCharsets.UTF_8));
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * The game in FF[4]; same as {@link SgfGames#toSgf(io.kosumi.game.Game, SgfGameInfo, String[])}.
     */
    public static String toSgf(io.kosumi.game.Game game, SgfGameInfo info, String[] moveComments) {
        return SgfGames.toSgf(game, info, moveComments);
    }

    /**
     * Main lines are written in a loop; only variations recurse, so a long game does not
     * use stack depth.
     */
    private static void appendTree(StringBuilder sb, SgfNode start) {
        sb.append('(');
        SgfNode node = start;
        int onLine = 0;
        while (true) {
            appendNode(sb, node);
            boolean comment = node.has("C");
            if (node == start || comment || ++onLine == NODES_PER_LINE) {
                sb.append('\n');
                onLine = 0;
            }
            List<SgfNode> children = node.children();
            if (children.size() == 1) {
                node = children.get(0);
                continue;
            }
            for (SgfNode child : children) {
                appendTree(sb, child);
                sb.append('\n');
            }
            break;
        }
        sb.append(')');
    }

    static void appendNode(StringBuilder sb, SgfNode node) {
        sb.append(';');
        for (Map.Entry<String, List<String>> e : node.properties().entrySet()) {
            sb.append(e.getKey());
            for (String v : e.getValue()) {
                sb.append('[');
                escapeInto(sb, v);
                sb.append(']');
            }
        }
    }

    /** The value with ']' and '\' escaped, as it goes between brackets. */
    public static String escape(String value) {
        StringBuilder sb = new StringBuilder(value.length() + 4);
        escapeInto(sb, value);
        return sb.toString();
    }

    private static void escapeInto(StringBuilder sb, String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == ']' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
    }
}
