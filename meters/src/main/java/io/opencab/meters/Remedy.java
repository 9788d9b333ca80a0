package io.opencab.meters;

import java.nio.file.Path;

/**
 * The last sentence of every lockup the store reports (docs/meters.md "Lockups and remedies"): what the
 * technician does. Not every lockup is a RAM clear: a witness that is not mounted is mounted, a store
 * that is right but disagrees with its witness or anchor is re-sealed, a full disk is freed.
 */
final class Remedy {
    static final String RAM_CLEAR = "Remedy: critical memory cannot be trusted; a technician RAM-clears (the old"
        + " files are kept).";
    static final String RESEAL = "Remedy: find out why (storage health, who restored what); to accept the store as it"
        + " is, a technician re-seals it (provision witness --reseal, logged), else RAM-clears.";
    static final String OTHER_STORE = "Remedy: put this cabinet's own store back; else a technician RAM-clears.";
    static final String RESTORE_WITNESS = "Remedy: put the witness back from its storage; if it is lost, a technician"
        + " re-seals (provision witness --reseal, logged) after checking the store; a RAM clear is not needed for this.";

    private Remedy() {
    }

    static String mountWitness(Path witness) {
        return "Remedy: mount the witness's storage (" + witness.toAbsolutePath().getParent() + ", store.witness.path)"
            + " read-write and restart; if it is lost for good, a technician re-seals (provision witness --reseal)."
            + " The store itself is not in doubt: do not RAM-clear for this.";
    }

    static String freeSpace(Path where) {
        return "Remedy: free space on the file system of " + where + " and restart; the change is kept, and a"
            + " technician then clears STORE_FAULT.";
    }

    static String anchor(String device) {
        return "Remedy: check the rollback anchor (" + device + ", hal.anchor) and restart; a technician re-seals"
            + " (provision witness --reseal, logged) only once the store is known to be right.";
    }
}
