package io.opencab.app.cabinet;

import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Critical memory that went back in time (issue #25) is a RAM-error lockup that says why, once, in one log line. */
class WitnessLockupTest {
    @TempDir
    Path dir;
    Fixture f;
    final List<LogRecord> logged = new CopyOnWriteArrayList<>();
    final Logger log = Logger.getLogger(Cabinet.class.getName());
    final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord r) {
            logged.add(r);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void setUp() {
        f = new Fixture(dir);
        log.addHandler(capture);
    }

    @AfterEach
    void tearDown() {
        log.removeHandler(capture);
        f.close();
    }

    @Test
    void anOlderStorePutBackLocksUpWithTheWitnessMessageOnScreenAndOneLogLine() throws Exception {
        f.start();
        f.cabinet.close();
        Path old = dir.resolve("old.db");
        Files.copy(f.storePath(), old);
        f.start();
        f.bill(1000);
        f.cabinet.close();
        Files.copy(old, f.storePath(), StandardCopyOption.REPLACE_EXISTING);

        f.start();

        assertEquals(StateKind.TILT, f.state().kind());
        Tilt t = f.state().tilts().stream().filter(x -> x.reason() == TiltReason.RAM_ERROR).findFirst().orElseThrow();
        assertTrue(t.detail().contains("the store was rolled back") && t.detail().contains("witness "), t.detail());
        assertFalse(f.spin(0).accepted(), "never plays on older meters");
        List<LogRecord> lines = logged.stream().filter(r -> r.getMessage().contains("RAM_ERROR lockup")).toList();
        assertEquals(1, lines.size(), lines.toString());
        assertNull(lines.getFirst().getThrown(), "one line, no stack trace");
        assertFalse(lines.getFirst().getMessage().contains("\n"));
    }
}
