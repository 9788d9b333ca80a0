package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.opencab.testkit.StepClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Corrupt memory is detected, never used: single rows edited from outside (value changed, row
 * deleted, MACs swapped, an old row restored), and random byte flips anywhere in the file.
 */
class CorruptionTest {
    @TempDir
    Path dir;
    Fixture f;
    Path pristine;
    Path older;

    @BeforeEach
    void buildStores() throws Exception {
        f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(200)) {
            for (int i = 0; i < 30; i++) {
                // Some outcomes longer than a page, so overflow pages are in the file too.
                String json = "{\"round\":" + i + ",\"pad\":\"" + "z".repeat(i % 5 == 0 ? 5000 : 200) + "\"}";
                RoundDecision d = new RoundDecision("christmas-tree", 1, 10, s.credits(), json, i + "/50 7/9", i % 3 == 0 ? 25 : 0, Fixture.VERSIONS);
                JournalEntry e = s.decide(i == 4 ? d.seededRng() : d); // round 5: a test round, marked
                s.presented(e.roundId());
                s.paid(e.roundId());
                if (i == 10) {
                    older = dir.resolve("older.db");
                }
            }
            JournalEntry jp = s.decide(Fixture.round(s, 10, Fixture.HANDPAY_LIMIT));
            s.presented(jp.roundId());
            s.paid(jp.roundId());
            s.handpayPaid(s.pendingHandpay().orElseThrow().handpayId(), "attendant-1");
            s.billReturned(s.billEscrowAccepted(500).noteId(), "returned");
            s.raiseTilt("DOOR_OPEN", "main door");
            s.setConfig("sas.address", "3", "tech");
            s.doorOpened("main");
        }
        pristine = dir.resolve("pristine.db");
        Files.copy(f.file, pristine);
        // The witness travels with each copy: these tests damage the store's own contents.
        Files.copy(witnessOf(f.file), witnessOf(pristine));
        Files.copy(Meta.keyFile(f.file), Meta.keyFile(pristine)); // and the MAC key, kept beside each store
        // An older valid state of the same store, for the row-rollback case.
        try (MeterStore s = f.open()) {
            Fixture.play(s, 10, 0);
        }
        older = dir.resolve("newer.db");
        Files.copy(f.file, older);
        Files.copy(pristine, f.file, StandardCopyOption.REPLACE_EXISTING);
        Files.copy(witnessOf(pristine), witnessOf(f.file), StandardCopyOption.REPLACE_EXISTING);
    }

    private Path witnessOf(Path store) {
        return f.config.witnessPathFor(store);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "UPDATE meter SET value = value + 1 WHERE scope = 'LIFETIME' AND code = '000C'",
        "UPDATE meter SET value = value + 100 WHERE scope = 'PERIOD' AND code = '0000'",
        "UPDATE meter SET value = 99 WHERE scope = 'LIFETIME' AND code = '0047'",
        "UPDATE game_meter SET value = value + 1 WHERE scope = 'LIFETIME' AND code = '0001'",
        "UPDATE journal SET win = win + 1 WHERE id = 30",
        "UPDATE journal SET outcome_json = replace(outcome_json, 'round', 'rounD') WHERE id = 6",
        "UPDATE journal SET draws = '0/2' WHERE id = 1",
        // The seeded-RNG mark removed, to pass a test round off as live play (issue 26 item 7).
        "UPDATE journal SET draws = substr(draws, 8) WHERE id = 5 AND draws LIKE 'seeded %'",
        "UPDATE journal SET state = 'PRESENTED' WHERE id = 1",
        "UPDATE journal SET id = 100 WHERE id = 31",
        "DELETE FROM journal WHERE id = 2",
        "DELETE FROM journal WHERE id = 31",
        "UPDATE note SET value_cents = 2000 WHERE id = 1",
        "UPDATE note SET state = 'STACKED' WHERE state = 'RETURNED'",
        "UPDATE handpay SET amount = amount + 1",
        "UPDATE event SET detail = 'nothing happened' WHERE id = 3",
        "DELETE FROM event WHERE id = (SELECT max(id) FROM event)",
        "UPDATE seq SET last_id = last_id + 1 WHERE name = 'journal'",
        "UPDATE state SET clean_shutdown = 0",
        "UPDATE state SET meter_rows = meter_rows + 1",
        "UPDATE meta SET v = '25' WHERE k = 'denomination_cents'",
        "UPDATE meta SET v = upper(v) WHERE k = 'store_id'",
        // The key is random per store: change its first character to one it surely is not.
        "UPDATE meta SET v = (CASE WHEN substr(v, 1, 1) = '0' THEN '1' ELSE '0' END) || substr(v, 2) WHERE k = 'mac_key'",
        "UPDATE meter SET mac = (SELECT mac FROM meter WHERE scope = 'LIFETIME' AND code = '0000') WHERE scope = 'LIFETIME' AND code = '0001'",
        "DELETE FROM meter WHERE scope = 'PERIOD' AND code = '0047'",
        "DELETE FROM meter WHERE scope = 'LIFETIME' AND code = '0005'",
        "INSERT INTO meter (scope, code, value, mac) VALUES ('LIFETIME', '0048', 5, x'00112233445566778899aabbccddeeff')",
        "UPDATE config SET v = '9'",
        "UPDATE config_history SET new_v = '9'",
        "UPDATE tilt SET detail = 'ok'",
    })
    void anEditedRowIsDetectedAtOpen(String sql) throws Exception {
        RawSql.exec(f.file, sql);

        MeterException e = assertThrows(MeterException.class, f::open, sql);

        assertTrue(e.kind().ramError(), e.kind() + ": " + e.getMessage());
    }

    @Test
    void aRowRestoredFromAnOlderValidStateFailsTheSelfAudit() throws Exception {
        // Credit meter row (value and MAC) copied from an older state of this very store: the MAC
        // is genuine, but the meters no longer add up.
        RawSql.exec(f.file, "ATTACH DATABASE '" + older + "' AS old",
            "UPDATE meter SET value = (SELECT value FROM old.meter WHERE scope = 'LIFETIME' AND code = '000C'),"
                + " mac = (SELECT mac FROM old.meter WHERE scope = 'LIFETIME' AND code = '000C')"
                + " WHERE scope = 'LIFETIME' AND code = '000C'");

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(MeterException.Kind.AUDIT, e.kind(), e.getMessage());
    }

    @Test
    void everyByteFlipThatChangesDataIsDetected() throws Exception {
        String baseline = dump(open(copyOf(pristine, "baseline.db")));
        long size = Files.size(pristine);
        Random r = new Random(20251123);
        List<Long> offsets = new ArrayList<>();
        for (long o = 0; o < 100; o++) {
            offsets.add(o); // every byte of SQLite's file header
        }
        for (int i = 0; i < 400; i++) {
            offsets.add((long) r.nextInt((int) size));
        }
        Map<MeterException.Kind, Integer> detected = new EnumMap<>(MeterException.Kind.class);
        int harmless = 0;
        for (long offset : offsets) {
            Path trial = copyOf(pristine, "trial.db");
            byte[] b = Files.readAllBytes(trial);
            b[(int) offset] ^= (byte) (1 + r.nextInt(255));
            Files.write(trial, b);
            String result;
            try {
                result = dump(open(trial));
            } catch (MeterException e) {
                detected.merge(e.kind(), 1, Integer::sum);
                continue;
            }
            if (!result.equals(baseline)) {
                fail("a flip at offset " + offset + " of " + size + " changed the store's contents undetected");
            }
            harmless++;
        }
        int total = detected.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println("byte flips: " + offsets.size() + " in a " + size + "-byte store; detected " + total
            + " " + detected + "; harmless (unused bytes, contents identical) " + harmless);
        // Much of an SQLite file is free space inside pages; flips there change nothing. The rest must be caught.
        assertTrue(total > offsets.size() / 4, "flips into data must be detected: " + detected);
    }

    private MeterStore open(Path file) {
        return MeterStore.open(file, f.config, new StepClock(1_800_000_000_000L));
    }

    private Path copyOf(Path from, String name) throws Exception {
        Path to = dir.resolve(name);
        Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        Files.copy(witnessOf(from), witnessOf(to), StandardCopyOption.REPLACE_EXISTING);
        Files.copy(Meta.keyFile(from), Meta.keyFile(to), StandardCopyOption.REPLACE_EXISTING);
        return to;
    }

    /** Everything the store shows, as text; the store is closed afterwards. */
    private static String dump(MeterStore s) {
        try (s) {
            return s.meters() + "\n" + s.recall(1000) + "\n" + s.events(100_000) + "\n" + s.billLog(1000) + "\n"
                + s.handpays(1000) + "\n" + s.configValues() + "\n" + s.configHistory(1000) + "\n" + s.activeTilts()
                + "\n" + s.recovery() + "\n" + s.storeId();
        }
    }
}
