package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sealed configuration read without opening the store: what provisioning checks a PIN against. */
class SealedConfigTest {
    @TempDir
    Path dir;

    @Test
    void theSealedValuesAreReadAndNothingIsRecorded() {
        // given
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            s.setConfig("security.pin.technician", "(set 0123)", "provision init");
        }
        int before = eventsAtAnOpen(f);
        int oneOpenAdds = eventsAtAnOpen(f) - before;

        // when
        Map<String, String> sealed = UnopenedStore.sealedConfig(f.file, f.config);

        // then: the value, and the read added no event of its own (no power-up)
        assertEquals("(set 0123)", sealed.get("security.pin.technician"));
        assertEquals(before + 2 * oneOpenAdds, eventsAtAnOpen(f));
    }

    private static int eventsAtAnOpen(Fixture f) {
        try (MeterStore s = f.open()) {
            return s.events(1000).size();
        }
    }

    @Test
    void aConfigRowEditedOutsideTheStoreIsRefusedByItsMac() throws Exception {
        // given: the sealed row rewritten with sqlite, its MAC left as it was
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            s.setConfig("security.pin.technician", "(set 0123)", "provision init");
        }
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + f.file);
             var st = c.createStatement()) {
            st.executeUpdate("UPDATE config SET v = '(set 4567)' WHERE k = 'security.pin.technician'");
        }

        // when / then
        MeterException e = assertThrows(MeterException.class, () -> UnopenedStore.sealedConfig(f.file, f.config));
        assertEquals(MeterException.Kind.INTEGRITY, e.kind(), e.getMessage());
    }
}
