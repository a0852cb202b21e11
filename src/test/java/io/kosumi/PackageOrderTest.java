package io.kosumi;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The packages form layers (DESIGN.md): no package may use one listed after it, and the
 * protocol reaches the search only through the engine. Checked on every main source file, the
 * root package's included, by reading the code with its comments and string literals taken
 * out: a class of another package is reachable only through an import (single, on demand or
 * static) or a fully qualified name, and both spell {@code io.kosumi.}. A class of the root
 * package is named with a capital after that prefix ({@code io.kosumi.Main}).
 *
 * <p>What the check cannot see: a class loaded by a name in a string ({@code Class.forName},
 * a subprocess command line), which is not a compile-time dependency.
 */
class PackageOrderTest {
    /** The root package: {@code io.kosumi.Main}, the application entry, above every layer. */
    static final String ROOT = "(root)";

    static final List<String> ORDER = List.of(
            "util", "board", "game", "tactics", "pattern", "playout", "search", "time", "sgf", "cli", "engine", "gtp",
            "tools", ROOT);

    /**
     * Uses the order allows but the design does not: the protocol talks to the engine facade
     * and to the plain data types below it (board, game, time, sgf), never to the search or the
     * Go knowledge the search is made of.
     */
    static final Map<String, Set<String>> FORBIDDEN = Map.of(
            "gtp", Set.of("tactics", "pattern", "playout", "search"));

    private static final Pattern REF = Pattern.compile("\\bio\\s*\\.\\s*kosumi\\s*\\.\\s*([A-Za-z_$][\\w$]*|\\*)");
    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    @Test
    void noPackageUsesALaterOne() throws IOException {
        Path root = Paths.get(System.getProperty("kosumi.projectDir", "."), "src/main/java/io/kosumi");
        List<String> violations = new ArrayList<>();
        int files = 0;
        int rootFiles = 0;
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : (Iterable<Path>) paths.filter(f -> f.toString().endsWith(".java"))::iterator) {
                Path rel = root.relativize(p);
                String own = rel.getNameCount() < 2 ? ROOT : rel.getName(0).toString();
                int ownRank = ORDER.indexOf(own);
                assertTrue(ownRank >= 0, "package io.kosumi." + own + " is not in the layer list of DESIGN.md");
                files++;
                if (own.equals(ROOT)) rootFiles++;
                String code = codeOnly(Files.readString(p));
                String declared = declaredPackage(code);
                String expected = own.equals(ROOT) ? "io.kosumi" : "io.kosumi." + String.join(".", folders(rel));
                if (!expected.equals(declared)) {
                    violations.add(rel + " declares package " + declared + " but sits in " + expected);
                }
                for (String used : referencedPackages(code)) {
                    int rank = ORDER.indexOf(used);
                    if (rank < 0) {
                        violations.add(rel + " uses io.kosumi." + used + ", which is not a layer");
                    } else if (rank > ownRank) {
                        violations.add(rel + " (" + own + ") uses " + name(used) + ", a later layer");
                    } else if (FORBIDDEN.getOrDefault(own, Set.of()).contains(used)) {
                        violations.add(rel + " (" + own + ") uses " + name(used) + " directly: go through engine");
                    }
                }
            }
        }
        assertTrue(files > 0, "no sources found under " + root);
        assertTrue(rootFiles > 0, "the root package (Main.java) was not read");
        assertTrue(violations.isEmpty(), "layering violations:\n" + String.join("\n", violations));
    }

    /** The checker itself: what counts as a use and what does not. */
    @Test
    void usesAreFoundInCodeOnly() {
        String src = "package io.kosumi.gtp;\n"
                + "import io.kosumi.Main;\n"
                + "import static io.kosumi.board.Board.PASS;\n"
                + "import io.kosumi.game.*;\n"
                + "/** {@link io.kosumi.tools.Match} in prose */\n"
                + "class X { // io.kosumi.tools.Regress in a comment\n"
                + "  String s = \"io.kosumi.tools.Selfplay in a string \\\" io.kosumi.tools.Bench\";\n"
                + "  char c = '\"'; Object o = io.kosumi.search\n      .Search.class; Object r = io.kosumi.*;\n"
                + "  String t = \"\"\"\n    io.kosumi.tools.Openings in a text block\n    \"\"\";\n"
                + "}\n";
        String code = codeOnly(src);
        assertEquals("io.kosumi.gtp", declaredPackage(code));
        assertEquals(Set.of(ROOT, "board", "game", "search"), referencedPackages(code));
    }

    private static String name(String pkg) {
        return pkg.equals(ROOT) ? "the root package" : "io.kosumi." + pkg;
    }

    private static List<String> folders(Path rel) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < rel.getNameCount() - 1; i++) out.add(rel.getName(i).toString());
        return out;
    }

    private static String declaredPackage(String code) {
        Matcher m = PACKAGE.matcher(code);
        return m.find() ? m.group(1) : "(none)";
    }

    /**
     * The top-level packages under {@code io.kosumi} that {@code code} names: the word after
     * the prefix, or {@link #ROOT} when that is a class name (a capital) or {@code *}. The
     * package declaration is not a use.
     */
    static Set<String> referencedPackages(String code) {
        Set<String> used = new LinkedHashSet<>();
        Matcher m = REF.matcher(PACKAGE.matcher(code).replaceFirst(""));
        while (m.find()) {
            String word = m.group(1);
            boolean rootClass = word.equals("*") || !Character.isLowerCase(word.charAt(0));
            used.add(rootClass ? ROOT : word);
        }
        return used;
    }

    /**
     * {@code source} with comments removed and string, text-block and character literals
     * emptied, line breaks kept. Unicode escapes are not decoded (the tree has none).
     */
    static String codeOnly(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int n = source.length();
        int i = 0;
        while (i < n) {
            char c = source.charAt(i);
            char next = i + 1 < n ? source.charAt(i + 1) : 0;
            if (c == '/' && next == '/') {
                while (i < n && source.charAt(i) != '\n') i++;
            } else if (c == '/' && next == '*') {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                for (int k = i; k < end; k++) if (source.charAt(k) == '\n') out.append('\n');
                i = end;
            } else if (c == '"' && source.startsWith("\"\"\"", i)) {
                int k = i + 3;
                while (k < n && !source.startsWith("\"\"\"", k)) {
                    if (source.charAt(k) == '\\') k++;
                    else if (source.charAt(k) == '\n') out.append('\n');
                    k++;
                }
                out.append("\"\"");
                i = Math.min(n, k + 3);
            } else if (c == '"' || c == '\'') {
                int k = i + 1;
                while (k < n && source.charAt(k) != c && source.charAt(k) != '\n') {
                    if (source.charAt(k) == '\\') k++;
                    k++;
                }
                out.append(c).append(c);
                i = Math.min(n, k + 1);
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }
}
