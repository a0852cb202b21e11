package io.kosumi.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GtpPreprocessorTest {
    @Test
    void removesControlCharactersButKeepsTabsAsSpaces() {
        assertEquals("play b d4", GtpPreprocessor.preprocess("play\u0000 b\u0007 d4\r"));
        assertEquals("play b  d4", GtpPreprocessor.preprocess("play\tb\t d4"));
        assertEquals("name", GtpPreprocessor.preprocess("\u007fname\u001b"));
    }

    @Test
    void dropsCommentsAndBlankLines() {
        assertEquals("7 name", GtpPreprocessor.preprocess("7 name # what is your name?"));
        assertNull(GtpPreprocessor.preprocess("# just a comment"));
        assertNull(GtpPreprocessor.preprocess("   \t  "));
        assertNull(GtpPreprocessor.preprocess(""));
        assertNull(GtpPreprocessor.preprocess("\r"));
        assertNull(GtpPreprocessor.preprocess("\u0000\u0001#name"));
    }

    @Test
    void recognisesTheInterruptLine() {
        assertTrue(GtpPreprocessor.isInterrupt("# interrupt"));
        assertTrue(GtpPreprocessor.isInterrupt("  #interrupt \r"));
        assertFalse(GtpPreprocessor.isInterrupt("# interrupted"));
        assertFalse(GtpPreprocessor.isInterrupt("interrupt"));
        assertFalse(GtpPreprocessor.isInterrupt("name # interrupt"));
    }
}
