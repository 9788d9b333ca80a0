package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShowCommandTest {
    @TempDir
    Path dir;

    @Test
    void showPrintsTheValuesWithPinHashesHidden() {
        Path cfg = Cli.init(dir);

        Cli.Run r = Cli.run("show", "--config", cfg.toString());

        assertEquals(0, r.rc(), r.toString());
        assertTrue(r.out().contains("  bet.max.credits = 1000"), r.out());
        assertTrue(r.out().contains("  security.pin.technician = (set "), r.out());
        assertFalse(r.out().contains("pbkdf2"), r.out());
        assertTrue(r.out().contains("valid: yes"), r.out());
    }

    @Test
    void showReadsOnly() throws IOException {
        Path cfg = Cli.init(dir);
        var before = Cli.snapshot(dir);

        Cli.run("show", "--config", cfg.toString(), "--describe");

        assertEquals(before, Cli.snapshot(dir));
    }

    @Test
    void anInvalidFileIsShownAndNamed() throws IOException {
        Path cfg = Cli.init(dir);
        Files.writeString(cfg, Files.readString(cfg).replace("bet.max.credits = 1000", "bet.max.credits = lots"));

        Cli.Run r = Cli.run("show", "--config", cfg.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.out().contains("valid: NO: bet.max.credits:"), r.out());
    }
}
