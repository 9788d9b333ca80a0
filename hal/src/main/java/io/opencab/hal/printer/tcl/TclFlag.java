package io.opencab.hal.printer.tcl;

import io.opencab.hal.printer.PrinterFault;

/**
 * The bits of the five status bytes of a TCL status answer ({@code *S|addr|firmware|s1|s2|s3|s4|s5|Pt|*}).
 * Each status byte has bit 6 set (0x40, "@" = nothing to report) and carries flags in bits 0..5. The bit
 * assignment is the one two independent public host implementations agree on (docs/tito.md, "TCL"); the
 * mapping to {@link PrinterFault} is ours. A flag without a fault is information only.
 */
public enum TclFlag {
    VOLTAGE_ERROR(1, 0, PrinterFault.FAILURE),
    HEAD_ERROR(1, 1, PrinterFault.FAILURE),
    PAPER_OUT(1, 2, PrinterFault.PAPER_OUT),
    PLATEN_UP(1, 3, PrinterFault.HEAD_OPEN),
    /** Summary bit: set with most errors; alone it is a FAILURE (see TclStatus). */
    SYSTEM_ERROR(1, 4, null),
    BUSY(1, 5, null),
    JOB_MEMORY_OVERFLOW(2, 0, PrinterFault.FAILURE),
    BUFFER_OVERFLOW(2, 1, PrinterFault.FAILURE),
    LIBRARY_LOAD_ERROR(2, 2, PrinterFault.FAILURE),
    PRINT_REGION_DATA_ERROR(2, 3, PrinterFault.FAILURE),
    LIBRARY_REF_ERROR(2, 4, PrinterFault.FAILURE),
    TEMPERATURE_ERROR(2, 5, PrinterFault.FAILURE),
    MISSING_SUPPLY_INDEX(3, 0, PrinterFault.FAILURE),
    PRINTER_OFFLINE(3, 1, PrinterFault.OFFLINE),
    FLASH_PROGRAM_ERROR(3, 2, PrinterFault.FAILURE),
    PAPER_IN_CHUTE(3, 3, null),
    LIBRARIES_CORRUPTED(3, 4, PrinterFault.FAILURE),
    COMMAND_ERROR(3, 5, PrinterFault.FAILURE),
    PAPER_LOW(4, 0, PrinterFault.PAPER_LOW),
    PAPER_JAM(4, 1, PrinterFault.JAM),
    CUTTER_ERROR(4, 2, PrinterFault.JAM),
    JOURNAL_PRINTING(4, 3, null),
    /** GEN2: set after power-up or reset until the errors are cleared. */
    RESET(5, 0, null),
    BARCODE_DATA_ACCESSED(5, 1, null),
    CHASSIS_OPEN(5, 2, PrinterFault.HEAD_OPEN),
    XOFF(5, 3, null),
    TOP_OF_FORM(5, 4, null),
    /** GEN2: the validation number (barcode) of the ticket has been printed; kept until cleared. */
    VALIDATION_DONE(5, 5, null);

    private final int statusByte;
    private final int bit;
    private final PrinterFault fault;

    TclFlag(int statusByte, int bit, PrinterFault fault) {
        this.statusByte = statusByte;
        this.bit = bit;
        this.fault = fault;
    }

    /** 1..5, in the order the bytes appear in the answer. */
    public int statusByte() {
        return statusByte;
    }

    public int mask() {
        return 1 << bit;
    }

    /** The fault this flag means, or null for information only. */
    public PrinterFault fault() {
        return fault;
    }
}
