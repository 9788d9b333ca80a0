package io.opencab.hal.anchor;

/**
 * The rollback anchor device kind (docs/hal.md "Rollback anchor"): a monotonic counter kept outside the
 * cabinet's data directory, so that putting the data directory back from an older copy is found (the
 * meter store seals its history to it; docs/meters.md "Rollback anchor"). On a board: eMMC RPMB's write
 * counter, a TPM 2.0 NV counter, or a second storage device; on a PC a simulation. Failures throw
 * {@link io.opencab.hal.HalException}; nothing is ever swapped for a simulation.
 */
public interface RollbackCounter {
    /** What and where it is, for the log and lockups; a simulation says SIMULATED. */
    String describe();

    /** The value now. */
    long read();

    /** Adds one and makes it durable before returning; the value after. */
    long increment();
}
