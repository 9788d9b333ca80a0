package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Event log, bill log, configuration history and tilts. */
class LogsTest {
    @TempDir
    Path dir;

    @Test
    void theEventLogIsBoundedToItsConfiguredSizeNewestFirst() {
        Fixture f = new Fixture(dir);
        f.config = f.config.withLogSizes(100, 5, 10);
        try (MeterStore s = f.create()) {
            for (int i = 0; i < 150; i++) {
                s.logEvent(EventType.CABINET, "event " + i);
            }

            List<EventRecord> events = s.events(1000);

            assertEquals(100, events.size());
            assertEquals("event 149", events.get(0).detail());
            assertEquals("event 50", events.get(99).detail());
            s.verify();
        }
    }

    @Test
    void theStoreWritesItsOwnEventsAndRefusesThemFromTheCabinet() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class,
                () -> s.logEvent(EventType.RAM_CLEAR, "fake")).kind());
            List<EventRecord> events = s.events(10);
            assertEquals(EventType.POWER_UP, events.get(0).type());
            assertEquals(EventType.STORE_CREATED, events.get(1).type());
            assertEquals(f.clock.instant(), events.get(0).at());
        }
    }

    @Test
    void theBillLogKeepsTheLastNBills() {
        Fixture f = new Fixture(dir);
        f.config = f.config.withLogSizes(100, 5, 10);
        try (MeterStore s = f.create()) {
            for (int i = 0; i < 8; i++) {
                s.billStacked(s.billEscrowAccepted(100).noteId());
            }

            List<NoteRecord> bills = s.billLog(100);

            assertEquals(5, bills.size());
            assertEquals(8, bills.get(0).noteId());
            assertFalse(s.billStacked(1), "a report for a bill long gone from the log is a duplicate");
            assertEquals(800, s.credits());
        }
    }

    @Test
    void configurationChangesAreKeptWithTheirHistoryAndLogged() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            assertTrue(s.setConfig("sas.address", "1", "technician-1"));
            assertTrue(s.setConfig("sas.address", "5", "technician-2"));
            assertFalse(s.setConfig("sas.address", "5", "technician-2"));

            assertEquals("5", s.configValues().get("sas.address"));
            List<ConfigChange> h = s.configHistory(10);
            assertEquals(2, h.size());
            assertEquals("1", h.get(0).oldValue());
            assertEquals("technician-2", h.get(0).changedBy());
            assertNull(h.get(1).oldValue());
            assertEquals(EventType.CONFIG_CHANGED, s.events(1).get(0).type());
        }
    }

    @Test
    void tiltsSurviveAPowerCycleUntilCleared() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            assertTrue(s.raiseTilt("BILL_JAM", "validator jam"));
            assertFalse(s.raiseTilt("BILL_JAM", "again"));
        }
        try (MeterStore s = f.open()) {
            assertEquals("BILL_JAM", s.recovery().activeTilts().get(0).code());
            assertTrue(s.clearTilt("BILL_JAM", "attendant-1"));
            assertFalse(s.clearTilt("BILL_JAM", "attendant-1"));
            assertEquals(EventType.TILT_CLEARED, s.events(1).get(0).type());
        }
        try (MeterStore s = f.open()) {
            assertTrue(s.recovery().activeTilts().isEmpty());
        }
    }
}
