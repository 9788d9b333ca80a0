package io.opencab.hal.printer;

/**
 * A condition a ticket printer reports. Every one except {@link #PAPER_LOW} stops printing: the cabinet
 * locks up with a printer fault (regulations.md 1.5, "printer fault or paper out") and a cash-out becomes a
 * handpay until it clears.
 */
public enum PrinterFault {
    /** A warning: the roll is nearly empty; tickets still print. */
    PAPER_LOW(false),
    PAPER_OUT(true),
    /** The print head (platen) or the printer drawer/chassis is open. */
    HEAD_OPEN(true),
    /** Paper jam or cutter fault. */
    JAM(true),
    /** The printer does not answer, or says it is offline. */
    OFFLINE(true),
    /** Any other error the printer reports (voltage, head, temperature, memory, firmware, garbled command). */
    FAILURE(true);

    private final boolean blocking;

    PrinterFault(boolean blocking) {
        this.blocking = blocking;
    }

    /** True when no ticket can be printed while the condition lasts. */
    public boolean blocking() {
        return blocking;
    }
}
