package io.opencab.hal.printer.tcl;

import io.opencab.hal.printer.Ticket;
import java.nio.charset.StandardCharsets;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The host's TCL commands. A command is ASCII between two '^' with fields separated by '|'; the status
 * request is the single byte ENQ (0x05), answered at once even mid-command. Only the commands the cabinet
 * needs are built here (docs/tito.md, "TCL").
 */
public final class TclCommands {
    public static final byte ENQ = 0x05;
    /** Clear the printer's latched error and validation-done flags. */
    public static final String CLEAR_ERRORS = "^C|^";
    /** Discard whatever the printer has queued (after a failure). */
    public static final String FLUSH_ALL = "^F|A|^";
    /** Fields of the cash-out template, in the order {@link #printFields} sends them. */
    public static final List<String> FIELD_NAMES = List.of("casino", "address1", "address2", "address3", "title",
            "validation", "date", "time", "ticket", "words", "figures", "expiry", "machine", "barcode");

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("MM/dd/yyyy", Locale.ROOT);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

    private TclCommands() {
    }

    public static byte[] bytes(String command) {
        return command.getBytes(StandardCharsets.US_ASCII);
    }

    /** {@code ^P|<template>|1|<field>|...|^}: print one copy of the template filled with the ticket's fields. */
    public static byte[] print(String templateId, Ticket t) {
        StringBuilder s = new StringBuilder("^P|").append(templateId).append("|1|");
        for (String f : printFields(t)) {
            s.append(f).append('|');
        }
        return bytes(s.append('^').toString());
    }

    /** The ticket's text in template field order (see {@link #FIELD_NAMES}); absent address lines are empty. */
    public static List<String> printFields(Ticket t) {
        List<String> f = new ArrayList<>();
        f.add(t.casinoName());
        for (int i = 0; i < Ticket.MAX_ADDRESS_LINES; i++) {
            f.add(i < t.addressLines().size() ? t.addressLines().get(i) : "");
        }
        f.add(t.title());
        f.add("VALIDATION " + t.validationGrouped());
        f.add(DATE.format(t.issued()));
        f.add(TIME.format(t.issued()));
        f.add(t.numberLine());
        f.add(t.amountWords());
        f.add(t.amountFigures());
        f.add(t.expiryLine());
        f.add("MACHINE # " + t.machineNumber());
        f.add(t.validationNumber());
        return f;
    }
}
