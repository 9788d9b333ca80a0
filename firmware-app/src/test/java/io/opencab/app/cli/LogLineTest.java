package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

/** The cabinet's log format: one line a record, journald priorities under systemd (issue 21). */
class LogLineTest {
    private static LogRecord record(Level level, String msg, Throwable t) {
        LogRecord r = new LogRecord(level, msg);
        r.setLoggerName("io.opencab.app.cabinet.Cabinet");
        r.setInstant(Instant.parse("2026-11-25T10:15:30.250Z"));
        r.setThrown(t);
        return r;
    }

    @Test
    void onATerminalARecordIsOneLineWithTimeLevelLoggerAndTheCauseChain() {
        LogLine f = new LogLine(false, false, ZoneOffset.UTC);

        String line = f.format(record(Level.WARNING, "closing the meter store failed",
            new IllegalStateException("busy", new IOException("disk full"))));

        assertEquals("2026-11-25 10:15:30.250 WARNING Cabinet: closing the meter store failed [IllegalStateException: busy;"
            + " caused by IOException: disk full]" + System.lineSeparator(), line);
    }

    @Test
    void underJournaldTheLineStartsWithTheSyslogPriorityAndHasNoTime() {
        LogLine f = new LogLine(true, false, ZoneOffset.UTC);

        assertEquals("<3>Cabinet: a failed" + System.lineSeparator(), f.format(record(Level.SEVERE, "a failed", null)));
        assertEquals("<4>Cabinet: b" + System.lineSeparator(), f.format(record(Level.WARNING, "b", null)));
        assertEquals("<6>Cabinet: c" + System.lineSeparator(), f.format(record(Level.INFO, "c", null)));
    }

    @Test
    void aMultiLineMessageStaysOnOneLine() {
        String line = new LogLine(true, false, ZoneOffset.UTC).format(record(Level.INFO, "first\nsecond", null));

        assertEquals(1, line.lines().count(), line);
    }

    @Test
    void aStackTraceIsPrintedOnlyWhenAskedFor() {
        RuntimeException e = new RuntimeException("boom");
        String quiet = new LogLine(false, false, ZoneOffset.UTC).format(record(Level.SEVERE, "x", e));
        String loud = new LogLine(false, true, ZoneOffset.UTC).format(record(Level.SEVERE, "x", e));

        assertFalse(quiet.contains("\tat "), quiet);
        assertTrue(loud.contains("\tat "), loud);
    }
}
