package io.kosumi.sgf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One node of an SGF game tree: its properties, in file order, and its children.
 * The first child continues the main line; further children are variations.
 *
 * <p>Property names are FF[4] identifiers (upper-case letters; the reader already turned
 * FF[3] long names such as {@code AddBlack} into {@code AB}). Values are the text between
 * the brackets with the SGF escapes resolved ({@code \]} becomes {@code ]}, {@code \\}
 * becomes {@code \}, a backslash before a line break removes both) and otherwise
 * untouched: compressed point lists, composed values and white space are left for the
 * reader of each property to interpret.
 */
public final class SgfNode {
    private final LinkedHashMap<String, List<String>> properties = new LinkedHashMap<>();
    private final List<SgfNode> children = new ArrayList<>(1);
    private SgfNode parent;
    /** Place of the node's ';' in the file it came from; 0 for nodes built in memory. */
    private final int line;
    private final int column;

    public SgfNode() {
        this(0, 0);
    }

    SgfNode(int line, int column) {
        this.line = line;
        this.column = column;
    }

    /** Every property in file order; the map and its lists cannot be modified. */
    public Map<String, List<String>> properties() {
        Map<String, List<String>> view = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> e : properties.entrySet()) {
            view.put(e.getKey(), Collections.unmodifiableList(e.getValue()));
        }
        return Collections.unmodifiableMap(view);
    }

    public boolean has(String id) {
        return properties.containsKey(id);
    }

    /** The first value of the property, or null when the node does not have it. */
    public String get(String id) {
        List<String> values = properties.get(id);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** Every value of the property (an empty list when absent); cannot be modified. */
    public List<String> values(String id) {
        List<String> values = properties.get(id);
        return values == null ? List.of() : Collections.unmodifiableList(values);
    }

    /**
     * Appends a value. A property given twice in one node (invalid in FF[4], seen in real
     * files) therefore keeps all its values in one list.
     */
    public SgfNode add(String id, String value) {
        checkId(id);
        if (value == null) {
            throw new IllegalArgumentException("null value for property " + id);
        }
        properties.computeIfAbsent(id, k -> new ArrayList<>(1)).add(value);
        return this;
    }

    /** Replaces every value of the property (no values = remove it). */
    public SgfNode set(String id, String... values) {
        checkId(id);
        if (values.length == 0) {
            properties.remove(id);
            return this;
        }
        List<String> list = new ArrayList<>(values.length);
        for (String v : values) {
            if (v == null) {
                throw new IllegalArgumentException("null value for property " + id);
            }
            list.add(v);
        }
        properties.put(id, list);
        return this;
    }

    public void remove(String id) {
        properties.remove(id);
    }

    public List<SgfNode> children() {
        return Collections.unmodifiableList(children);
    }

    /** The next node of the main line, or null at the end of it. */
    public SgfNode firstChild() {
        return children.isEmpty() ? null : children.get(0);
    }

    public SgfNode parent() {
        return parent;
    }

    /** Adds a new child node (the first one added continues the main line) and returns it. */
    public SgfNode newChild() {
        SgfNode child = new SgfNode();
        addChild(child);
        return child;
    }

    void addChild(SgfNode child) {
        if (child.parent != null) {
            throw new IllegalArgumentException("node already has a parent");
        }
        child.parent = this;
        children.add(child);
    }

    /** This node followed by first children down to the end of the main line. */
    public List<SgfNode> mainLine() {
        List<SgfNode> line = new ArrayList<>();
        for (SgfNode n = this; n != null; n = n.firstChild()) {
            line.add(n);
        }
        return line;
    }

    /** 1-based line of the node's ';' in its file, 0 for a node built in memory. */
    public int line() {
        return line;
    }

    /** 1-based column (bytes) of the node's ';' in its file, 0 for a node built in memory. */
    public int column() {
        return column;
    }

    /** "line L, column C" for messages, or "" when the node does not come from a file. */
    String where() {
        return line > 0 ? "line " + line + ", column " + column : "";
    }

    private static void checkId(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("empty property name");
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (c < 'A' || c > 'Z') {
                if (c < 'a' || c > 'z') {
                    throw new IllegalArgumentException("property name must be letters: " + id);
                }
            }
        }
    }

    /** The node alone in SGF syntax, e.g. {@code ;B[dd]C[good]}, for messages and tests. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        SgfWriter.appendNode(sb, this);
        return sb.toString();
    }
}
