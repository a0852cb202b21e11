package io.kosumi.playout;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The parameter object's helpers must know every field: a step added later and forgotten in
 * {@link PlayoutParams#uniform()} would make the "uniform" policy quietly heuristic (it did, for
 * a moment, when the two-liberty step was turned on by default), and one forgotten in
 * {@link PlayoutParams#copy()} would drop a user's setting.
 */
class PlayoutParamsTest {

    /** Fields that are not the probability of a step: they shape a step or cap the playout. */
    private static final Set<String> NOT_STEPS = Set.of(
            "saveMinLiberties", "lengthFactor");

    private static List<Field> publicFields() {
        List<Field> out = new ArrayList<>();
        for (Field f : PlayoutParams.class.getDeclaredFields()) {
            int m = f.getModifiers();
            if (Modifier.isPublic(m) && !Modifier.isStatic(m)) out.add(f);
        }
        assertTrue(out.size() >= 11, "expected the playout steps as public fields, found " + out);
        return out;
    }

    @Test
    void uniformTurnsEveryStepOff() throws Exception {
        PlayoutParams u = PlayoutParams.uniform();
        for (Field f : publicFields()) {
            if (NOT_STEPS.contains(f.getName())) continue;
            assertEquals(0.0, ((Number) f.get(u)).doubleValue(), f.getName() + " is on in uniform()");
        }
    }

    @Test
    void copyCarriesEveryField() throws Exception {
        PlayoutParams p = new PlayoutParams();
        List<Field> fields = publicFields();
        // Distinct values no default has, so a field left out of copy() shows as a mismatch.
        for (int i = 0; i < fields.size(); i++) {
            Field f = fields.get(i);
            if (f.getType() == double.class) f.setDouble(p, 0.013 * (i + 1));
            else if (f.getType() == int.class) f.setInt(p, 1000 + i);
            else throw new AssertionError("unexpected field type " + f);
        }
        PlayoutParams c = p.copy();
        for (Field f : fields) {
            assertEquals(f.get(p), f.get(c), f.getName() + " not copied");
        }
    }
}
