package io.kosumi.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class SgfReaderTest {

    private static SgfNode read(String sgf) throws SgfException {
        return SgfReader.read(sgf.getBytes(StandardCharsets.UTF_8));
    }

    private static SgfException fails(String sgf) {
        return assertThrows(SgfException.class, () -> SgfReader.read(sgf.getBytes(StandardCharsets.UTF_8)));
    }

    /** Bytes given as a mix of ASCII text and hex escapes {@code {d6d0}}. */
    private static byte[] bytes(String template) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < template.length(); i++) {
            char c = template.charAt(i);
            if (c == '{') {
                int end = template.indexOf('}', i);
                String hex = template.substring(i + 1, end);
                for (int k = 0; k < hex.length(); k += 2) {
                    out.write(Integer.parseInt(hex.substring(k, k + 2), 16));
                }
                i = end;
            } else {
                out.write(c);
            }
        }
        return out.toByteArray();
    }

    @Test
    void readsPropertiesAndMainLine() throws SgfException {
        SgfNode root = read("(;GM[1]FF[4]SZ[9]KM[7.5]PB[Alice];B[ee];W[cc]C[hi])");
        assertEquals("9", root.get("SZ"));
        assertEquals("Alice", root.get("PB"));
        assertEquals(List.of("GM", "FF", "SZ", "KM", "PB"), List.copyOf(root.properties().keySet()));
        List<SgfNode> line = root.mainLine();
        assertEquals(3, line.size());
        assertEquals("ee", line.get(1).get("B"));
        assertEquals("cc", line.get(2).get("W"));
        assertEquals("hi", line.get(2).get("C"));
        assertNull(line.get(2).firstChild());
        assertEquals(line.get(1), line.get(2).parent());
        assertNull(root.get("XX"));
        assertTrue(root.values("XX").isEmpty());
    }

    @Test
    void mainLineIsTheFirstVariation() throws SgfException {
        SgfNode root = read("(;SZ[9](;B[aa];W[bb](;B[cc])(;B[dd]))(;B[ee]))");
        assertEquals(2, root.children().size());
        assertEquals("ee", root.children().get(1).get("B"));
        List<SgfNode> line = root.mainLine();
        assertEquals(4, line.size());
        assertEquals("aa", line.get(1).get("B"));
        assertEquals("bb", line.get(2).get("W"));
        assertEquals("cc", line.get(3).get("B"));
        assertEquals(2, line.get(2).children().size());
    }

    @Test
    void nodesAfterAVariationBecomeAnotherVariation() throws SgfException {
        SgfNode root = read("(;GM[1](;B[aa];W[ab])\n;B[bb];W[cc](;B[dd])(;B[ee]);B[ff])");
        assertEquals(List.of("aa", "ab"), List.of(root.mainLine().get(1).get("B"), root.mainLine().get(2).get("W")));
        assertEquals(3, root.mainLine().size());
        assertEquals(2, root.children().size());
        SgfNode second = root.children().get(1);
        assertEquals("bb", second.get("B"));
        SgfNode cc = second.firstChild();
        assertEquals(3, cc.children().size());
        assertEquals("ff", cc.children().get(2).get("B"));
    }

    @Test
    void escapesAndSoftLineBreaks() throws SgfException {
        SgfNode root = read("(;C[a\\]b\\\\c\\:d]GN[one\\\ntwo]PC[x\\\r\ny]EV[p\\\rq]US[line1\nline2])");
        assertEquals("a]b\\c:d", root.get("C"));
        assertEquals("onetwo", root.get("GN"));
        assertEquals("xy", root.get("PC"));
        assertEquals("pq", root.get("EV"));
        assertEquals("line1\nline2", root.get("US"), "a plain line break stays in the text");
    }

    @Test
    void compressedPointListsAreKeptRaw() throws SgfException {
        SgfNode root = read("(;SZ[9]AB[aa:cc][ee]AW[gg])");
        assertEquals(List.of("aa:cc", "ee"), root.values("AB"));
    }

    @Test
    void whitespaceBetweenValuesAndTokens() throws SgfException {
        SgfNode root = read("  (\n ;\tSZ [19]\r\n AB[dd]\n[pd]  \n\t[dp]\n ; B [qq] \n)\n");
        assertEquals(List.of("dd", "pd", "dp"), root.values("AB"));
        assertEquals("qq", root.firstChild().get("B"));
    }

    @Test
    void longFf3PropertyNames() throws SgfException {
        SgfNode root = read("(;FF[3]GaMe[1]SiZe[9]AddBlack[aa][bb]AddWhite[cc]PlayerBlack[Robin]PLayer[W]"
                + ";White[dd]Comment[ok];Black[ee])");
        assertEquals("1", root.get("GM"));
        assertEquals("9", root.get("SZ"));
        assertEquals(List.of("aa", "bb"), root.values("AB"));
        assertEquals("cc", root.get("AW"));
        assertEquals("Robin", root.get("PB"));
        assertEquals("W", root.get("PL"));
        assertEquals("dd", root.firstChild().get("W"));
        assertEquals("ok", root.firstChild().get("C"));
        assertEquals("ee", root.firstChild().firstChild().get("B"));
    }

    @Test
    void nameWithoutUpperCaseLettersIsKeptAsUnknown() throws SgfException {
        SgfNode root = read("(;SZ[9]foo[bar];B[aa])");
        assertEquals("bar", root.get("foo"));
        assertFalse(root.has("B"));
    }

    @Test
    void repeatedPropertyKeepsAllValues() throws SgfException {
        SgfNode root = read("(;AB[aa]C[x]AB[bb])");
        assertEquals(List.of("aa", "bb"), root.values("AB"));
    }

    @Test
    void collections() throws SgfException {
        byte[] data = "(;GN[first];B[aa])\n(;GN[second];W[bb])\n".getBytes(StandardCharsets.UTF_8);
        assertEquals("first", SgfReader.read(data).get("GN"));
        assertEquals("second", SgfReader.read(data, 1).get("GN"));
        assertEquals(2, SgfReader.readAll(data).size());
        SgfException e = assertThrows(SgfException.class, () -> SgfReader.read(data, 2));
        assertTrue(e.getMessage().contains("holds only 2 game trees"), e.getMessage());
    }

    @Test
    void onlyTheGameTreesUpToTheOneAskedAreParsed() throws SgfException {
        byte[] data = "(;GN[first])(;GN[broken".getBytes(StandardCharsets.UTF_8);
        assertEquals("first", SgfReader.read(data).get("GN"));
        assertThrows(SgfException.class, () -> SgfReader.readAll(data));
    }

    @Test
    void textAroundTheGameTreesIsIgnored() throws SgfException {
        SgfNode root = read("\uFEFFFrom: someone\nSubject: game\n\n(;GN[x];B[aa]) trailing words\n");
        assertEquals("x", root.get("GN"));
    }

    @Test
    void emptyFileIsAnError() {
        SgfException e = assertThrows(SgfException.class, () -> SgfReader.read(new byte[0]));
        assertEquals("line 1, column 1: empty file (0 bytes): expected '(' to start a game tree", e.getMessage());
        assertEquals(1, e.line());
        assertEquals(1, e.column());
    }

    @Test
    void garbageIsAnError() {
        SgfException e = fails("this is not a game record\n");
        assertEquals("line 2, column 1: expected '(' to start a game tree, found end of file (no game tree in the file)",
                e.getMessage());
        e = fails("hello (world)");
        assertEquals("line 1, column 8: expected ';' to start a node, found 'w'", e.getMessage());
        e = fails("(;B[aa]$)");
        assertEquals("line 1, column 8: expected '(', ')' or ';', found '$'", e.getMessage());
    }

    @Test
    void missingFinalParenthesisNamesTheOpenTree() {
        SgfException e = fails("(;GM[1]\n;B[aa]\n;W[bb]\n");
        assertEquals("line 4, column 1: expected ')' to close the game tree opened at line 1, column 1, "
                + "found end of file", e.getMessage());
        assertEquals(4, e.line());
        e = fails("(;GM[1]\n(;B[aa]\n(;W[bb])");
        assertEquals("line 3, column 9: expected ')' to close the game tree opened at line 2, column 1, "
                + "found end of file", e.getMessage());
    }

    @Test
    void unclosedValueNamesWhereItOpened() {
        SgfException e = fails("(;GM[1]\r\nC[never closed\\]\r\n");
        assertEquals("line 3, column 1: expected ']' to close the value of C opened at line 2, column 2, "
                + "found end of file", e.getMessage());
        e = fails("(;GM[1]\rC[abc\\");
        assertEquals("line 2, column 7: expected ']' to close the value of C opened at line 2, column 2, "
                + "found end of file", e.getMessage());
    }

    @Test
    void otherSyntaxErrors() {
        assertEquals("line 1, column 6: expected '[' to start a value of property GM (which starts at line 1,"
                + " column 3), found '1'", fails("(;GM 1]").getMessage());
        assertEquals("line 1, column 2: expected ';' to start a node, found ')'", fails("()").getMessage());
        assertEquals("line 1, column 7: expected '(', ')' or ';', found byte 0xC3",
                assertThrows(SgfException.class, () -> SgfReader.read(bytes("(;B[a]{c3a9})"))).getMessage());
    }

    @Test
    void deepVariationNestingDoesNotOverflowTheStack() throws SgfException {
        int depth = 20000;
        StringBuilder sb = new StringBuilder("(;SZ[19]");
        for (int i = 0; i < depth; i++) {
            sb.append("(;").append(i % 2 == 0 ? "B" : "W").append("[tt]");
        }
        for (int i = 0; i <= depth; i++) {
            sb.append(')');
        }
        SgfNode root = read(sb.toString());
        assertEquals(depth + 1, root.mainLine().size());
        // and the writer handles it too
        SgfNode again = read(SgfWriter.write(root));
        assertEquals(depth + 1, again.mainLine().size());
    }

    @Test
    void nodesRememberWhereTheyStart() throws SgfException {
        SgfNode root = read("(;GM[1]\n  ;B[aa]\n;W[bb])");
        assertEquals(1, root.line());
        assertEquals(2, root.column());
        assertEquals(2, root.firstChild().line());
        assertEquals(3, root.firstChild().column());
        assertEquals(3, root.firstChild().firstChild().line());
    }

    // ------------------------------------------------------------------ encodings

    @Test
    void utf8Text() throws SgfException {
        SgfNode root = SgfReader.read(("(;CA[UTF-8]PB[柯洁]PW[Lee Sedol 이세돌]C[é ü])").getBytes(StandardCharsets.UTF_8));
        assertEquals("柯洁", root.get("PB"));
        assertEquals("Lee Sedol 이세돌", root.get("PW"));
        assertEquals("é ü", root.get("C"));
    }

    @Test
    void invalidUtf8NeverCrashes() throws SgfException {
        // 0xFF and 0xC3 followed by ASCII are invalid in UTF-8 and in GB18030.
        byte[] data = bytes("(;CA[UTF-8]PB[ab{ff}cd]PW[x{c3}]C[ok];B[aa]C[{80}{ff}{fe}])");
        SgfNode root = SgfReader.read(data);
        assertEquals("ab\uFFFDcd", root.get("PB"));
        assertEquals("x\uFFFD", root.get("PW"));
        assertEquals("ok", root.get("C"));
        assertEquals("aa", root.firstChild().get("B"), "structure after bad bytes is intact");
        assertTrue(root.firstChild().get("C").contains("\uFFFD"));
    }

    @Test
    void gbBytesWithoutCaAreReadAsGb18030() throws SgfException {
        SgfNode root = SgfReader.read(bytes("(;PW[{d6d0b9fa}]PB[plain];B[aa])"));
        assertEquals("中国", root.get("PW"));
        assertEquals("plain", root.get("PB"));
    }

    @Test
    void gbBytesUnderAFalseUtf8DeclarationAreStillRead() throws SgfException {
        SgfNode root = SgfReader.read(bytes("(;CA[UTF-8]PW[{d6d0b9fa}];B[aa])"));
        assertEquals("中国", root.get("PW"));
    }

    @Test
    void declaredDoubleByteCharsetKeepsTrailBytesThatLookLikeBrackets() throws SgfException {
        // GBK 乚 = 81 5D: its second byte is ']'; 乗 = 81 5C: its second byte is '\'.
        SgfNode root = SgfReader.read(bytes("(;CA[GB2312]PB[{815d}x]PW[{815c}];B[aa])"));
        assertEquals("乚x", root.get("PB"));
        assertEquals("乗", root.get("PW"));
        assertEquals("aa", root.firstChild().get("B"));
        // Shift_JIS ソ = 83 5C
        root = SgfReader.read(bytes("(;CA[Shift_JIS]C[{835c}{835c}]GN[a\\]b])"));
        assertEquals("ソソ", root.get("C"));
        assertEquals("a]b", root.get("GN"));
    }

    @Test
    void declaredLatin1() throws SgfException {
        SgfNode root = SgfReader.read(bytes("(;CA[ISO8859_1]PW[Jan Hrab{e1}nek])"));
        assertEquals("Jan Hrabánek", root.get("PW"));
        root = SgfReader.read(bytes("(;CA[iso-8859-1]PW[Jan Hrab{e1}nek])"));
        assertEquals("Jan Hrabánek", root.get("PW"));
    }

    @Test
    void unknownCharsetNameIsIgnored() throws SgfException {
        SgfNode root = SgfReader.read(bytes("(;CA[no such charset!]PB[{e69fafe6b481}])"));
        assertEquals("柯洁", root.get("PB"));
        assertNull(SgfReader.charsetNamed("no such charset!"));
        assertNull(SgfReader.charsetNamed(""));
        assertNull(SgfReader.charsetNamed("UTF-16"), "not ASCII-compatible: cannot be what was parsed");
        assertEquals(StandardCharsets.UTF_8, SgfReader.charsetNamed(" utf-8 "));
        assertEquals("GB18030", SgfReader.charsetNamed("gb2312").name());
    }
}
