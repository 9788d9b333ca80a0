package io.opencab.app.cabinet.state;

/** What an attendant-menu function needs (docs/cabinet.md lists which role has which). */
public enum Permission {
    /** Master, period and per-game meters; event log; bill log; handpays; game recall; diagnostics view; configuration view. */
    READ,
    /** Key off a handpay; resolve a bill in doubt; clear a tilt an attendant may clear. */
    PAY_AND_RESOLVE,
    /** Set the period meters to zero. */
    CLEAR_PERIOD,
    /** Button and lamp test (drives outputs). */
    TEST_DEVICES,
    /** Change configuration; clear software and store faults; verify critical memory. */
    CONFIGURE,
    /** RAM clear (with two confirmations). */
    RAM_CLEAR
}
