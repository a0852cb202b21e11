package io.kosumi;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The packages form layers (DESIGN.md): no package may use one listed after it. Checked on
 * the import lines and fully qualified names of the main sources.
 */
class PackageOrderTest {
    static final List<String> ORDER = List.of(
            "util", "board", "game", "tactics", "pattern", "playout", "search", "time", "sgf", "engine", "gtp", "tools");

    @Test
    void noPackageUsesALaterOne() throws IOException {
        Path root = Paths.get(System.getProperty("kosumi.projectDir", "."), "src/main/java/io/kosumi");
        Pattern ref = Pattern.compile("io\\.kosumi\\.([a-z]+)\\.");
        List<String> violations = new ArrayList<>();
        int files = 0;
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : (Iterable<Path>) paths.filter(f -> f.toString().endsWith(".java"))::iterator) {
                Path rel = root.relativize(p);
                if (rel.getNameCount() < 2) continue; // Main.java sits above every layer
                String own = rel.getName(0).toString();
                int ownRank = ORDER.indexOf(own);
                assertTrue(ownRank >= 0, "package io.kosumi." + own + " is not in the layer list of DESIGN.md");
                files++;
                int lineNo = 0;
                for (String line : Files.readAllLines(p)) {
                    lineNo++;
                    String t = line.trim();
                    if (t.startsWith("*") || t.startsWith("/*") || t.startsWith("//")) continue; // prose may name any layer
                    Matcher m = ref.matcher(line);
                    while (m.find()) {
                        int rank = ORDER.indexOf(m.group(1));
                        if (rank > ownRank) {
                            violations.add(rel + ":" + lineNo + " uses io.kosumi." + m.group(1));
                        }
                    }
                }
            }
        }
        assertTrue(files > 0, "no sources found under " + root);
        assertTrue(violations.isEmpty(), "layering violations:\n" + String.join("\n", violations));
    }
}
