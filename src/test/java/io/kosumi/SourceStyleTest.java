package io.kosumi;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One indentation setting for the whole tree (.editorconfig): four spaces a level, no tabs.
 * A line that starts a statement or a member (the code line before it ends with '{', ';' or
 * '}') is indented by a multiple of four; continuation lines may align as they like, and
 * comments are not checked.
 */
class SourceStyleTest {
    @Test
    void everyJavaFileIsIndentedByFourSpaces() throws IOException {
        Path project = Paths.get(System.getProperty("kosumi.projectDir", "."));
        List<String> problems = new ArrayList<>();
        int files = 0;
        for (String tree : List.of("src/main/java", "src/test/java")) {
            Path root = project.resolve(tree);
            try (Stream<Path> paths = Files.walk(root)) {
                for (Path p : (Iterable<Path>) paths.filter(f -> f.toString().endsWith(".java"))::iterator) {
                    files++;
                    check(project.relativize(p).toString(), Files.readAllLines(p, StandardCharsets.UTF_8), problems);
                }
            }
        }
        assertTrue(files > 100, "found only " + files + " Java files under " + project);
        assertTrue(problems.isEmpty(), problems.size() + " lines break the indentation rule, e.g.:\n"
                + String.join("\n", problems.subList(0, Math.min(20, problems.size()))));
    }

    /** Adds a message for every line of {@code lines} that breaks the rule. */
    static void check(String name, List<String> lines, List<String> problems) {
        String previous = "";
        boolean inBlockComment = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.indexOf('\t') >= 0) {
                problems.add(name + ":" + (i + 1) + ": tab character");
            }
            String t = line.strip();
            if (inBlockComment) {
                inBlockComment = !t.contains("*/");
                continue;
            }
            if (t.startsWith("/*")) {
                inBlockComment = !t.contains("*/");
                continue;
            }
            if (t.isEmpty() || t.startsWith("//")) {
                continue;
            }
            int indent = line.length() - line.stripLeading().length();
            boolean startsStatement = previous.isEmpty() || previous.endsWith("{") || previous.endsWith(";")
                    || previous.endsWith("}");
            if (startsStatement && indent % 4 != 0) {
                problems.add(name + ":" + (i + 1) + ": indented by " + indent + ": " + t);
            }
            int comment = t.startsWith("\"") ? -1 : t.indexOf("//");
            previous = (comment >= 0 ? t.substring(0, comment) : t).strip();
        }
    }

    @Test
    void theRuleCatchesTwoSpaceIndentationAndTabs() {
        List<String> problems = new ArrayList<>();
        check("A.java", List.of("class A {", "  int x;", "}"), problems);
        check("B.java", List.of("class B {", "\tint y;", "}"), problems);
        check("C.java", List.of("class C {", "    void f(int a,", "           int b) {", "        /**",
                "         * aligned comment", "         */", "    }", "}"), problems);
        assertTrue(problems.size() == 3 && problems.get(0).startsWith("A.java:2")
                && problems.get(1).startsWith("B.java:2: tab"), String.join("\n", problems));
    }
}
