package io.opencab.meters;

/**
 * A monotonic counter outside the data directory (docs/meters.md "Rollback anchor"): eMMC RPMB, a TPM
 * 2.0 NV counter, a second storage device, or a simulation on a PC. The store seals its chain to it, so
 * a data directory put back whole from an older copy (store, witness and key together) is older than
 * the anchor and found at open. The meter store's port: the cabinet adapts hal's device to it.
 * Implementations throw any unchecked exception when the device fails; the store reports it as
 * {@link MeterException.Kind#WITNESS_UNAVAILABLE}.
 */
public interface RollbackAnchor {
    /** What and where the anchor is, for messages and the log (a simulation says so). */
    String describe();

    /** The counter's value now. */
    long read();

    /** Adds one, durably before it returns; the value after. */
    long increment();
}
