package io.opencab.ui.control;

/** The attendant menu's pages, in menu order. {@code technician} pages need the technician PIN. */
public enum AttendantPage {
    METERS("Meters", false),
    RECALL("Game recall", false),
    EVENTS("Event log", false),
    BILLS("Bill log", false),
    TICKETS("Ticket log", false),
    DIAGNOSTICS("Diagnostics", false),
    SAS("SAS link", false),
    HANDPAY("Handpay and tilts", false),
    PERIOD_CLEAR("Period clear", false),
    CONFIG("Configuration", true),
    RAM_CLEAR("RAM clear", true),
    // Last (issue 40), so the deck's way to every older page stays the same press count (tests/kiosk/*.sh walk it).
    AFT("AFT transfers", false);

    private final String title;
    private final boolean technician;

    AttendantPage(String title, boolean technician) {
        this.title = title;
        this.technician = technician;
    }

    public String title() {
        return title;
    }

    public boolean technician() {
        return technician;
    }
}
