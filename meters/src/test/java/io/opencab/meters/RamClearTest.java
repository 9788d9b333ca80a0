package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** RAM clear: authorized, resets to defaults, logs the meters before and after, keeps the old file. */
class RamClearTest {
    @TempDir
    Path dir;

    @Test
    void ramClearResetsEveryMeterAndLogsTheMetersBeforeAndAfter() throws Exception {
        Fixture f = new Fixture(dir);
        String oldId;
        try (MeterStore s = f.createWithCredits(10)) {
            Fixture.play(s, 10, 0);
            oldId = s.storeId();
        }

        try (MeterStore s = MeterStore.ramClear(f.file, f.config, f.clock, "technician-1", "RAM error after battery swap")) {
            MeterSnapshot m = s.meters();
            assertEquals(0, m.credits());
            assertEquals(0, m.get(Meter.COIN_IN));
            assertEquals(0, m.get(Meter.BILLS_IN_CREDITS));
            assertTrue(s.recall(10).isEmpty());
            assertNotEquals(oldId, s.storeId());
            EventRecord clear = s.events(1).get(0);
            assertEquals(EventType.RAM_CLEAR, clear.type());
            assertTrue(clear.detail().contains("technician-1"), clear.detail());
            assertTrue(clear.detail().contains("meters before: LIFETIME{0000=10"), clear.detail());
            assertTrue(clear.detail().contains("000B=1000"), clear.detail());
            assertTrue(clear.detail().contains("meters after: LIFETIME{0000=0"), clear.detail());
        }
        try (var files = Files.list(dir)) {
            List<String> names = files.map(p -> p.getFileName().toString()).toList();
            assertTrue(names.stream().anyMatch(n -> n.startsWith("meters.db.cleared-")), names.toString());
        }
    }

    @Test
    void ramClearWorksOnAGarbageFileAndSaysTheOldMetersWereUnreadable() throws Exception {
        Fixture f = new Fixture(dir);
        Files.write(f.file, new byte[8192]);

        try (MeterStore s = MeterStore.ramClear(f.file, f.config, f.clock, "technician-1", "corrupt memory")) {
            String detail = s.events(1).get(0).detail();
            assertTrue(detail.contains("meters before: unreadable"), detail);
            assertEquals(0, s.credits());
        }
    }

    @Test
    void ramClearNeedsAnAuthorizationAndAStore() {
        Fixture f = new Fixture(dir);
        assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class,
            () -> MeterStore.ramClear(f.file, f.config, f.clock, " ", "x")).kind());
        assertEquals(Kind.NOT_FOUND, assertThrows(MeterException.class,
            () -> MeterStore.ramClear(f.file, f.config, f.clock, "tech", "x")).kind());
    }

    @Test
    void ramClearRefusesAStoreInUse() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            MeterException e = assertThrows(MeterException.class,
                () -> MeterStore.ramClear(f.file, f.config, f.clock, "tech", "x"));
            assertEquals(Kind.LOCKED, e.kind());
            assertEquals(0, s.credits());
        }
    }
}
