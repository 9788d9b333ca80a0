package io.opencab.meters;

import io.opencab.testkit.StepClock;
import java.nio.file.Path;

/** Shared set-up: a store in a temp directory, 1-cent credits, handpay at 120,000 credits. */
final class Fixture {
    static final long DENOM = 1;
    static final long HANDPAY_LIMIT = 120_000;
    /** What decided the test rounds (any valid versions: the store keeps and signs them, it does not judge them). */
    static final RoundVersions VERSIONS = new RoundVersions("opencab.draws/1", "5".repeat(64), "0.1.0-test");

    final Path dir;
    final Path file;
    final StepClock clock = new StepClock(1_700_000_000_000L);
    MeterStoreConfig config;

    Fixture(Path dir) {
        this.dir = dir;
        this.file = dir.resolve("meters.db");
        this.config = MeterStoreConfig.defaults(DENOM).withHandpayLimit(HANDPAY_LIMIT);
    }

    MeterStore create() {
        return MeterStore.create(file, config, clock);
    }

    MeterStore open() {
        return MeterStore.open(file, config, clock);
    }

    /** A store with {@code credits} credits from $ bills (1-cent credits: $100 = 10,000). */
    MeterStore createWithCredits(long dollars) {
        MeterStore s = create();
        fund(s, dollars);
        return s;
    }

    static void fund(MeterStore s, long dollars) {
        long left = dollars;
        while (left > 0) {
            long note = left >= 100 ? 100 : left >= 20 ? 20 : left >= 5 ? 5 : 1;
            NoteRecord n = s.billEscrowAccepted(note * 100);
            s.billStacked(n.noteId());
            left -= note;
        }
    }

    /**
     * Makes a store written by this firmware look as firmware before {@link Schema#HISTORY} wrote it, at
     * schema {@code version}: the version number, and the identity rows signed with the old fixed key.
     * The firmware no longer holds that key (issue 34 item 4): the test derives it as an attacker would, from the
     * public string older firmware carried.
     */
    static void markOlder(Path file, int version) throws Exception {
        RawSql.exec(file, "PRAGMA user_version=" + version);
        for (String k : new String[] {"store_id", "created_at", "denomination_cents", "mac_key"}) {
            String v = RawSql.text(file, "SELECT v FROM meta WHERE k = '" + k + "'");
            RawSql.update(file, "UPDATE meta SET mac = ? WHERE k = ?", publicConstantMac().of("meta", k, v), k);
        }
    }

    /** The identity rows' key of stores before {@link Schema#HISTORY}: SHA-256 of a string in their jar. */
    static RowMac publicConstantMac() throws java.security.NoSuchAlgorithmException {
        return new RowMac(java.security.MessageDigest.getInstance("SHA-256")
            .digest("opencab.meters.meta/1".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    static RoundDecision round(MeterStore s, long bet, long win) {
        return new RoundDecision("christmas-tree", 1, bet, s.credits(), "{\"win\":" + win + "}", "1/6 2/7", win, Fixture.VERSIONS);
    }

    /** Plays a whole round: decide, present, pay. */
    static JournalEntry play(MeterStore s, long bet, long win) {
        JournalEntry e = s.decide(round(s, bet, win));
        s.presented(e.roundId());
        return s.paid(e.roundId());
    }
}
