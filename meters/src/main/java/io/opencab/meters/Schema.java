package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.util.List;

/**
 * The store's tables and their versions (docs/meters.md "Schema versions"). {@code PRAGMA
 * application_id} marks an OpenCab meter store; {@code PRAGMA user_version} is the schema
 * version. Opening a store of an older version applies {@link #MIGRATIONS} in order, each in one
 * transaction with an event; a newer version is refused (a downgrade could misread meters).
 */
final class Schema {
    /** "OCMS" */
    static final int APPLICATION_ID = 0x4F434D53;
    static final int VERSION = 11;
    /**
     * The version from which the chain holds every table's digest, the hashes of the links before it
     * and the rollback anchor's value, the witness is MAC'd, and the identity rows are signed with the
     * store's own key (issue 36, issue 34 item 4). Kept by name so the step can be renumbered.
     */
    static final int HISTORY = 8;

    /** Version 1: every table, each row carrying its MAC. */
    static final List<String> V1 = List.of(
        "CREATE TABLE meta (k TEXT PRIMARY KEY, v TEXT NOT NULL, mac BLOB NOT NULL) WITHOUT ROWID",
        "CREATE TABLE state (id INTEGER PRIMARY KEY CHECK (id = 1), clean_shutdown INTEGER NOT NULL,"
            + " meter_rows INTEGER NOT NULL, mac BLOB NOT NULL)",
        "CREATE TABLE seq (name TEXT PRIMARY KEY, first_id INTEGER NOT NULL, last_id INTEGER NOT NULL,"
            + " mac BLOB NOT NULL) WITHOUT ROWID",
        "CREATE TABLE meter (scope TEXT NOT NULL, code TEXT NOT NULL, value INTEGER NOT NULL, mac BLOB NOT NULL,"
            + " PRIMARY KEY (scope, code)) WITHOUT ROWID",
        "CREATE TABLE game_meter (scope TEXT NOT NULL, game_id TEXT NOT NULL, code TEXT NOT NULL,"
            + " value INTEGER NOT NULL, mac BLOB NOT NULL, PRIMARY KEY (scope, game_id, code)) WITHOUT ROWID",
        // Small columns first: scans and the open-round index never read the JSON's overflow pages.
        "CREATE TABLE journal (id INTEGER PRIMARY KEY, game_id TEXT NOT NULL, bet_level INTEGER NOT NULL,"
            + " bet INTEGER NOT NULL, credits_before INTEGER NOT NULL, win INTEGER NOT NULL, handpay INTEGER NOT NULL,"
            + " state TEXT NOT NULL, decided_at INTEGER NOT NULL, presented_at INTEGER, paid_at INTEGER,"
            + " credits_after INTEGER, mac BLOB NOT NULL, outcome_json TEXT NOT NULL, draws TEXT NOT NULL)",
        "CREATE INDEX journal_open ON journal (id) WHERE state <> 'PAID'",
        "CREATE TABLE note (id INTEGER PRIMARY KEY, value_cents INTEGER NOT NULL, credits INTEGER NOT NULL,"
            + " state TEXT NOT NULL, escrow_at INTEGER NOT NULL, settled_at INTEGER, detail TEXT,"
            + " mac BLOB NOT NULL)",
        "CREATE INDEX note_pending ON note (id) WHERE state = 'PENDING'",
        "CREATE TABLE handpay (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, round_id INTEGER NOT NULL,"
            + " amount INTEGER NOT NULL, state TEXT NOT NULL, requested_at INTEGER NOT NULL, paid_at INTEGER,"
            + " attendant TEXT, mac BLOB NOT NULL)",
        "CREATE INDEX handpay_pending ON handpay (id) WHERE state = 'PENDING'",
        "CREATE TABLE event (id INTEGER PRIMARY KEY, at INTEGER NOT NULL, type TEXT NOT NULL,"
            + " detail TEXT NOT NULL, mac BLOB NOT NULL)",
        "CREATE TABLE config (k TEXT PRIMARY KEY, v TEXT NOT NULL, changed_at INTEGER NOT NULL,"
            + " mac BLOB NOT NULL) WITHOUT ROWID",
        "CREATE TABLE config_history (id INTEGER PRIMARY KEY, at INTEGER NOT NULL, k TEXT NOT NULL,"
            + " old_v TEXT, new_v TEXT NOT NULL, changed_by TEXT NOT NULL, mac BLOB NOT NULL)",
        "CREATE TABLE tilt (code TEXT PRIMARY KEY, detail TEXT NOT NULL, raised_at INTEGER NOT NULL,"
            + " mac BLOB NOT NULL) WITHOUT ROWID");

    /** The logs with a bounded id range in {@code seq}, and their tables. */
    static final List<String> SEQUENCES = List.of("journal", "note", "handpay", "event", "config_history");

    /**
     * Migrations: entry {@code i} takes a store from version {@code i + 1} to {@code i + 2}; a later
     * version appends its step here and bumps {@link #VERSION} (docs/meters.md says how). A new
     * store is built with {@link #current()}, i.e. version 1 plus every step, so new and migrated
     * stores have the same tables.
     */
    static final List<List<String>> MIGRATIONS = List.of(
        // Version 2: a bill's external id (the validator driver's note id), unique, so the
        // driver's id maps to the store's note in the same transaction as the escrow.
        List.of("ALTER TABLE note ADD COLUMN ext_ref TEXT",
            "CREATE UNIQUE INDEX note_ext_ref ON note (ext_ref) WHERE ext_ref IS NOT NULL"),
        // Version 3: the hash chain over every committed change, kept twice: here and in the
        // witness file (docs/meters.md "Witness"). Its one row is written by Chain.create.
        List.of("CREATE TABLE chain (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, hash BLOB NOT NULL,"
            + " prev BLOB NOT NULL, mac BLOB NOT NULL)"),
        // Version 4: security counters (wrong attendant PINs across key sessions and power cycles,
        // regulations.md 1.11), one MAC'd row each (Guards).
        List.of("CREATE TABLE guard (name TEXT PRIMARY KEY, value INTEGER NOT NULL, changed_at INTEGER NOT NULL,"
            + " mac BLOB NOT NULL) WITHOUT ROWID"),
        // Version 5: the SAS exception queue (docs/sas.md "Exceptions"), written with the change
        // that raised each exception and emptied only by the host's acknowledgement.
        List.of("CREATE TABLE sas_exception (id INTEGER PRIMARY KEY AUTOINCREMENT, code INTEGER NOT NULL,"
            + " priority INTEGER NOT NULL, v1 INTEGER NOT NULL, v2 INTEGER NOT NULL, raised_at INTEGER NOT NULL,"
            + " mac BLOB NOT NULL)"),
        // Version 6: cash-out tickets (TITO, docs/tito.md), journaled before the printer is told to
        // print and settled by its answer. IF NOT EXISTS: tests that fake an older store drop only the
        // tables of the versions they know.
        List.of("CREATE TABLE IF NOT EXISTS ticket_out (id INTEGER PRIMARY KEY, ticket_no INTEGER NOT NULL,"
            + " sequence INTEGER NOT NULL, validation TEXT NOT NULL, credits INTEGER NOT NULL, cents INTEGER NOT NULL,"
            + " state TEXT NOT NULL, created_at INTEGER NOT NULL, settled_at INTEGER, detail TEXT, mac BLOB NOT NULL)",
            "CREATE INDEX IF NOT EXISTS ticket_out_open ON ticket_out (id) WHERE state IN ('PENDING', 'IN_DOUBT')"),
        // Version 7: tickets inserted for redemption (TITO ticket in, docs/tito.md), journaled in escrow
        // and again when the host authorises them, before the validator is told to stack.
        List.of("CREATE TABLE IF NOT EXISTS ticket_in (id INTEGER PRIMARY KEY, validation TEXT NOT NULL,"
            + " device_ref TEXT NOT NULL, state TEXT NOT NULL, amount_cents INTEGER NOT NULL, credits INTEGER NOT NULL,"
            + " host_status INTEGER NOT NULL, escrowed_at INTEGER NOT NULL, authorised_at INTEGER, settled_at INTEGER,"
            + " detail TEXT, mac BLOB NOT NULL)",
            "CREATE INDEX IF NOT EXISTS ticket_in_open ON ticket_in (id) WHERE state IN ('ESCROWED', 'AUTHORISED',"
            + " 'IN_DOUBT')"),
        // Version HISTORY (8): the chain row also holds what every table holds (TableDigests), the hashes of
        // the links before it and the rollback anchor's value (docs/meters.md "History and meters as one");
        // StoreOpening.migrate fills them and re-signs the identity rows with the store's own key.
        List.of("ALTER TABLE chain ADD COLUMN tables BLOB", "ALTER TABLE chain ADD COLUMN recent BLOB",
            "ALTER TABLE chain ADD COLUMN anchor INTEGER"),
        // Version 9: what decided each round (issue #37 item 4): the draw record's format, the math
        // resource's SHA-256 and the software version, under the row's MAC. Rows journaled before
        // keep NULL in all three (recall and the export say "not recorded").
        List.of("ALTER TABLE journal ADD COLUMN draw_format TEXT",
            "ALTER TABLE journal ADD COLUMN math_sha256 TEXT",
            "ALTER TABLE journal ADD COLUMN software_version TEXT"),
        // Version 10: a validated handpay's validation number, sequence number and whether a receipt was printed
        // (docs/sas.md "Validated handpays"), written with the reset and signed in the row's MAC when present, so
        // a handpay reset before keeps its MAC and reads as not validated.
        List.of("ALTER TABLE handpay ADD COLUMN validation TEXT", "ALTER TABLE handpay ADD COLUMN val_sequence INTEGER",
            "ALTER TABLE handpay ADD COLUMN receipt INTEGER"),
        // Version 11: AFT (issue 40, docs/aft.md): every transfer applied, by the host's transaction id (unique: a
        // repeated id is answered from its row and never applied twice), and the host's registration (one row).
        List.of("CREATE TABLE IF NOT EXISTS aft_transfer (id INTEGER PRIMARY KEY, txn_id TEXT NOT NULL UNIQUE,"
            + " type INTEGER NOT NULL, status INTEGER NOT NULL, cashable_cents INTEGER NOT NULL,"
            + " restricted_cents INTEGER NOT NULL, nonrestricted_cents INTEGER NOT NULL, pool_id INTEGER NOT NULL,"
            + " expiry INTEGER NOT NULL, flags INTEGER NOT NULL, at INTEGER NOT NULL, mac BLOB NOT NULL)",
            "CREATE TABLE IF NOT EXISTS aft_registration (id INTEGER PRIMARY KEY CHECK (id = 1), status INTEGER NOT NULL,"
            + " asset INTEGER NOT NULL, reg_key TEXT NOT NULL, pos_id INTEGER NOT NULL, changed_at INTEGER NOT NULL,"
            + " mac BLOB NOT NULL)"));

    /**
     * True for an {@code ALTER TABLE t ADD COLUMN c} whose column is there already (a test's stand-in for an
     * older store, made by this firmware and marked older): the step is then skipped.
     */
    static boolean columnExists(Db db, String sql) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("ALTER TABLE (\\w+) ADD COLUMN (\\w+)").matcher(sql);
        return m.lookingAt() && db.queryLong("SELECT count(*) FROM pragma_table_info('" + m.group(1) + "') WHERE name = '"
            + m.group(2) + "'") > 0;
    }

    /** Every statement that builds a store of {@link #VERSION}. */
    static List<String> current() {
        List<String> all = new java.util.ArrayList<>(V1);
        MIGRATIONS.forEach(all::addAll);
        return List.copyOf(all);
    }

    private Schema() {
    }

    /** Checks the file is one of ours and not from the future; returns its version. */
    static int check(Db db) {
        long appId = db.queryLong("PRAGMA application_id");
        long version = db.queryLong("PRAGMA user_version");
        if (appId != APPLICATION_ID) {
            throw new MeterException(Kind.NOT_A_STORE, db.path() + " is an SQLite database but not an OpenCab meter store"
                + " (application_id " + appId + ", expected " + APPLICATION_ID + "); it is left untouched");
        }
        if (version > VERSION) {
            throw new MeterException(Kind.NEWER_SCHEMA, db.path() + " has schema version " + version
                + " but this firmware knows versions up to " + VERSION + "; install the firmware that wrote it");
        }
        if (version < 1) {
            throw new MeterException(Kind.NOT_A_STORE, db.path() + " has schema version " + version
                + ", which no OpenCab firmware writes");
        }
        if (VERSION - 1 != MIGRATIONS.size()) {
            throw new IllegalStateException("schema version " + VERSION + " needs " + (VERSION - 1) + " migrations");
        }
        return (int) version;
    }
}
