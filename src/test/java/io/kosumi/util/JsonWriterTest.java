package io.kosumi.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class JsonWriterTest {
    @Test
    void escapesQuotesBackslashesAndEveryControlCharacter() {
        assertEquals("\"a\\\"b\\\\c\"", JsonWriter.quote("a\"b\\c"));
        assertEquals("\"\\b\\f\\n\\r\\t\"", JsonWriter.quote("\b\f\n\r\t"));
        assertEquals("\"\\u0000\\u001f\\u0001\"", JsonWriter.quote("\u0000\u001f\u0001"));
        // Non-ASCII stays as it is (the text is written out as UTF-8), DEL and '/' need nothing.
        assertEquals("\"Kosumi 小目 é \u007f /\"", JsonWriter.quote("Kosumi 小目 é \u007f /"));
        assertEquals("\"\"", JsonWriter.quote(""));
    }

    @Test
    void placesCommasAndNestsObjectsAndArrays() {
        String text = new JsonWriter().beginObject()
                .field("name", "m").field("games", 10).field("ok", true)
                .name("a").beginObject().field("wins", 3).endObject()
                .name("list").beginArray().value(1).value("x").nullValue().beginArray().endArray()
                .beginObject().endObject().endArray()
                .field("missing", (String) null)
                .endObject().toString();
        assertEquals("{\"name\":\"m\",\"games\":10,\"ok\":true,\"a\":{\"wins\":3},"
                + "\"list\":[1,\"x\",null,[],{}],\"missing\":null}", text);
    }

    @Test
    void formatsNumbersTheSameInEveryLocale() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY); // a decimal comma there
            String text = new JsonWriter().beginArray()
                    .value(7.5).value(0.0).value(1e-7).value(0.12345, 4).value(2.5, 0).value(-1.25, 1)
                    .value(1234567.0, 1).value(Double.NaN).value(Double.POSITIVE_INFINITY, 2)
                    .array(new double[] {1.0, 2.25}, 1).array(new double[] {3.5})
                    .endArray().toString();
            assertEquals("[7.5,0.0,1.0E-7,0.1235,3,-1.3,1234567.0,null,null,[1.0,2.3],[3.5]]", text);
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void misuseCannotProduceMalformedText() {
        assertThrows(IllegalStateException.class, () -> new JsonWriter().beginObject().value(1));
        assertThrows(IllegalStateException.class, () -> new JsonWriter().name("x"));
        assertThrows(IllegalStateException.class, () -> new JsonWriter().beginArray().name("x"));
        assertThrows(IllegalStateException.class, () -> new JsonWriter().beginArray().endObject());
        assertThrows(IllegalStateException.class, () -> new JsonWriter().beginObject().name("x").endObject());
        assertThrows(IllegalStateException.class, () -> new JsonWriter().endArray());
        assertThrows(IllegalStateException.class, () -> new JsonWriter().value(1).value(2));
        assertThrows(IllegalStateException.class,
                () -> new JsonWriter().beginObject().endObject().beginObject());
        assertThrows(IllegalStateException.class,
                () -> new JsonWriter().beginObject().name("a").name("b"));
    }
}
