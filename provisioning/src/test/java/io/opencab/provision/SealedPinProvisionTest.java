package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.config.PinHash;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * provision checks a PIN against the hash the meter store sealed, not the file's alone (lab pass of 2026-11-29: root
 * wrote a technician PIN hash of its own into cabinet.properties, then changed values with provision set and resealed
 * an older copy of the store with provision witness --reseal, paying a $20 a second time).
 */
class SealedPinProvisionTest {
    static final String ROOTS_PIN = "9999";
    static final String REFUSAL = "the technician PIN hash in the configuration file is not the one sealed in the meter"
        + " store";

    @TempDir
    Path dir;

    /** Replaces the technician's PIN hash in the file with one of root's own PIN, as an editor would. */
    private static void writeRootsHash(Path cfg) throws IOException {
        String hash = PinHash.create(ROOTS_PIN, Integer.parseInt(Cli.FAST), new SecureRandom()).encode();
        String text = Files.readAllLines(cfg).stream()
            .map(l -> l.startsWith("security.pin.technician") ? "security.pin.technician=" + hash : l)
            .collect(Collectors.joining("\n", "", "\n"));
        Files.writeString(cfg, text);
    }

    @Test
    void setRefusesRootsOwnPinThroughAHashWrittenIntoTheFile() throws IOException {
        // given
        Path cfg = Cli.init(dir);
        writeRootsHash(cfg);
        var before = Cli.snapshot(dir);

        // when
        Cli.Run r = Cli.run("set", "--config", cfg.toString(), "--pin", ROOTS_PIN, "handpay.limit.credits", "999999");

        // then
        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("wrong PIN: this needs the technician PIN") && r.err().contains(REFUSAL), r.err());
        assertEquals(before, Cli.snapshot(dir));
    }

    @Test
    void witnessResealRefusesRootsOwnPinThroughAHashWrittenIntoTheFile() throws IOException {
        // given
        Path cfg = Cli.init(dir);
        writeRootsHash(cfg);

        // when
        Cli.Run r = Cli.run("witness", "--config", cfg.toString(), "--reseal", "--reason", "old store accepted", "--pin",
            ROOTS_PIN);

        // then
        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains(REFUSAL), r.err());
    }

    @Test
    void theRealTechniciansPinThroughRootsHashOpensNothingEither() throws IOException {
        // given
        Path cfg = Cli.init(dir);
        writeRootsHash(cfg);

        // when: the sealed technician PIN (2222), which the file no longer holds the hash of
        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out",
            dir.resolve("export").toString());

        // then: the refusal says why, whatever PIN was given
        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains(REFUSAL), r.err());
    }

    @Test
    void initForceRefusesRootsOwnPinThroughAHashWrittenIntoTheFile() throws IOException {
        // given: the RAM clear that would start a store under root's PINs
        Path cfg = Cli.init(dir);
        writeRootsHash(cfg);
        var before = Cli.snapshot(dir);

        // when
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--force", "--pin", ROOTS_PIN));

        // then
        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains(REFUSAL), r.err());
        assertEquals(before, Cli.snapshot(dir));
    }
}
