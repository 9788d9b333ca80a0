package io.opencab.hal.gpio;

/** Monitored doors (regulations.md 1.5: main cabinet, cash box/drop, logic area, bill validator). */
public enum Door {
    MAIN, CASH_BOX, LOGIC, BILL_VALIDATOR
}
