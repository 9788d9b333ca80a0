package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #37 item 4: every journal row carries the draw-record format, the math resource's SHA-256
 * and the software version that decided it, under the row's MAC; rows journaled before (schema 7)
 * keep none and still verify.
 */
class JournalVersionsTest {
    private static final RoundVersions V = new RoundVersions("opencab.draws/1",
        "f8338de05e72401e59cb68a5a77ee26ca8f349f91e0e1b5fbc839c869e9fc2e9", "0.1.0-SNAPSHOT");
    @TempDir
    Path dir;

    private static RoundDecision decision(MeterStore s) {
        return new RoundDecision("christmas-tree", 1, 5, s.credits(), "{\"round\":1}", "3/7 1/2", 0, V);
    }

    @Test
    void aRoundKeepsTheVersionsThatDecidedIt() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            // when a round is decided with its versions
            s.decide(decision(s));
        }
        // then a reopened store reads them back with the round
        try (MeterStore s = f.open()) {
            assertEquals(V, s.recall(1).get(0).versions());
        }
    }

    @Test
    void aChangedVersionFailsTheRowsMac() throws Exception {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            s.decide(decision(s));
        }
        // when the stored math digest is changed from outside
        RawSql.exec(f.file, "UPDATE journal SET math_sha256 = '" + "0".repeat(64) + "'");

        // then the store does not open: the row fails its MAC
        MeterException e = assertThrows(MeterException.class, f::open);
        assertEquals(MeterException.Kind.INTEGRITY, e.kind());
        assertTrue(e.getMessage().contains("journal row 1 fails its MAC"), e.getMessage());
    }

    @Test
    void removedVersionsFailTheRowsMac() throws Exception {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            s.decide(decision(s));
        }
        // when a row's versions are all blanked, to pass it off as a row from before schema 8
        RawSql.exec(f.file, "UPDATE journal SET draw_format = NULL, math_sha256 = NULL, software_version = NULL");

        MeterException e = assertThrows(MeterException.class, f::open);
        assertTrue(e.getMessage().contains("journal row 1 fails its MAC"), e.getMessage());
    }

    @Test
    void aVersion7StoreIsMigratedAndItsRoundsReadWithoutVersions() throws Exception {
        // given a store of schema 7 holding a round journaled (and signed) without versions
        Fixture f = new Fixture(dir);
        JournalEntry decided;
        try (MeterStore s = f.createWithCredits(10)) {
            decided = s.decide(decision(s));
        }
        JournalEntry old = new JournalEntry(decided.roundId(), decided.gameId(), decided.betLevel(), decided.bet(),
            decided.creditsBefore(), decided.outcomeJson(), decided.drawRecord(), decided.win(), decided.handpay(),
            decided.state(), decided.decidedAt(), null, null, -1, null);
        byte[] key = HexFormat.of().parseHex(Files.readString(Meta.keyFile(f.file), StandardCharsets.US_ASCII).strip());
        RawSql.update(f.file, "UPDATE journal SET mac = ? WHERE id = ?", new RowMac(key).of("journal", Journal.macFields(old)),
            decided.roundId());
        RawSql.exec(f.file, "ALTER TABLE journal DROP COLUMN draw_format", "ALTER TABLE journal DROP COLUMN math_sha256",
            "ALTER TABLE journal DROP COLUMN software_version", "PRAGMA user_version=8");

        // when it is opened by this firmware
        try (MeterStore s = f.open()) {
            // then it is migrated, the old round verifies and has no versions, and new rounds keep theirs
            assertTrue(s.events(5).stream().anyMatch(e -> e.type() == EventType.SCHEMA_MIGRATED
                && e.detail().equals("schema 8 -> 9")));
            assertNull(s.round(decided.roundId()).orElseThrow().versions());
            s.presented(decided.roundId());
            s.paid(decided.roundId());
            JournalEntry next = s.decide(decision(s));
            assertEquals(V, s.round(next.roundId()).orElseThrow().versions());
        }
    }

    @Test
    void aDecisionWithoutVersionsIsRefused() {
        MeterException e = assertThrows(MeterException.class,
            () -> new RoundDecision("christmas-tree", 1, 5, 0, "{}", "", 0, null));
        assertTrue(e.getMessage().contains("versions"), e.getMessage());
    }
}
