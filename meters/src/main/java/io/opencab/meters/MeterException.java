package io.opencab.meters;

import java.util.Objects;

/**
 * The meter store's one unchecked exception root. {@link #kind()} says what went wrong so the
 * cabinet can react without parsing messages: {@link Kind#ramError()} kinds lock the cabinet up
 * (RAM error, regulations.md 1.1) until an authorized RAM clear; the others are a tilt or a
 * refused request. Messages carry paths, ids and counts; causes are chained.
 */
public class MeterException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What failed. */
    public enum Kind {
        /** A stored record fails its MAC, a row is missing, SQLite reports corruption: RAM error. */
        INTEGRITY(true),
        /** The self-audit identity does not hold (docs/meters.md): RAM error. */
        AUDIT(true),
        /**
         * The store and its witness (docs/meters.md "Witness") disagree: the store was rolled back,
         * another store is in place, the witness is lost, older or damaged, or the chain is broken: RAM error.
         */
        WITNESS(true),
        /**
         * The store disagrees with its rollback anchor (docs/meters.md "Rollback anchor"): the data
         * directory was put back from an older copy, or the anchor was reset or replaced: RAM error.
         */
        ANCHOR(true),
        /**
         * The witness or the rollback anchor cannot be read or written (not mounted, read-only, device
         * fault); the store itself is sound. A lockup whose remedy is to mount or fix it, not a RAM clear.
         */
        WITNESS_UNAVAILABLE(false),
        /** The file exists but is not an OpenCab meter store (garbage, empty, another database). */
        NOT_A_STORE(true),
        /** No store (or no directory) at the path; stores are only ever created explicitly. */
        NOT_FOUND(false),
        /** {@code create} was asked for a path where a file already exists. */
        ALREADY_EXISTS(false),
        /** The store was written by a newer firmware (schema version above this build's). */
        NEWER_SCHEMA(false),
        /** Another process or connection holds the store. */
        LOCKED(false),
        /** The disk (or the configured page limit) is full; the transaction was rolled back. */
        DISK_FULL(false),
        /** The file or its directory cannot be written. */
        READ_ONLY(false),
        /** Any other I/O or SQLite failure. */
        IO(false),
        /** The opening configuration contradicts the store (for example its denomination). */
        CONFIG_MISMATCH(false),
        /** The request is not allowed in the current state (no round in progress, handpay pending, ...). */
        ILLEGAL_STATE(false),
        /** A bet larger than the credit meter. */
        INSUFFICIENT_CREDITS(false),
        /** A malformed argument (negative amount, unknown bill value, blank id, ...). */
        INVALID_ARGUMENT(false);

        private final boolean ramError;

        Kind(boolean ramError) {
            this.ramError = ramError;
        }

        /** True when critical memory cannot be trusted: the cabinet must lock up until a RAM clear. */
        public boolean ramError() {
            return ramError;
        }
    }

    private final Kind kind;

    public MeterException(Kind kind, String message) {
        super(kind + ": " + message);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    public MeterException(Kind kind, String message, Throwable cause) {
        super(kind + ": " + message, cause);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    public Kind kind() {
        return kind;
    }
}
