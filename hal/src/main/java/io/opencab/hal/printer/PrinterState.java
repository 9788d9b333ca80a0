package io.opencab.hal.printer;

/** The one word the attendant menu shows for a printer: its most severe condition, else what it is doing. */
public enum PrinterState {
    IDLE, PRINTING, PAPER_LOW, PAPER_OUT, HEAD_OPEN, JAM, OFFLINE, FAILURE
}
