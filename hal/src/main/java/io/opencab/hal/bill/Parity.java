package io.opencab.hal.bill;

/** Serial parity. ID-003 is 8E1 on a real port; pseudo-terminals reject even parity on reopen, so use NONE there. */
public enum Parity {
    EVEN, NONE
}
