package io.opencab.hal.lab;

import io.opencab.hal.HalException;
import io.opencab.hal.bill.Parity;
import io.opencab.hal.bill.id003.Id003Emulator;
import io.opencab.hal.printer.tcl.TclEmulator;
import io.opencab.hal.printer.tcl.TclFlag;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A lab's bench devices (issue 34, the clean-room attack's "what we had to guess" 2: no document said how a lab runs
 * a validator or a printer against an image): the ID-003 validator emulator and the TCL printer emulator on the
 * device ends of serial lines (socat pseudo-terminal pairs, see {@code bin/lab-devices}), driven by one-line commands
 * on standard input. The cabinet under test opens the other ends as {@code hal.bill=real} and
 * {@code hal.printer=real}. The emulators are the ones the cabinet's own pty tests run against (docs/hal.md).
 */
public final class LabDevices implements AutoCloseable {
    static final String HELP = """
            commands (one a line):
              note CODE        a bill with ID-003 escrow code CODE enters (0x61..0x68; the denomination is the cabinet's table)
              ticket NUMBER    a barcode ticket enters (the digits printed under its barcode)
              reject REASON    a note the validator rejects itself (0x71..0x7E)
              jam | stacker-jam | cheat | stacker-open | stacker-close | stacker-full | clear
              power-cycle      the validator restarts (no note inside)
              stacked          what the validator's stacker holds
              paper-out | paper-low | paper-in | platen-up | platen-down | jam-printer | clear-printer
              printed          every ticket the printer has printed, its fields
              help | quit""";

    private final Id003Emulator bill;
    private final TclEmulator printer;
    private final PrintStream out;

    public LabDevices(Id003Emulator bill, TclEmulator printer, PrintStream out) {
        this.bill = bill;
        this.printer = printer;
        this.out = out;
    }

    public static void main(String[] args) throws IOException {
        String billPath = null;
        String printerPath = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if ((a.equals("--bill") || a.equals("--printer")) && i + 1 < args.length) {
                if (a.equals("--bill")) {
                    billPath = args[++i];
                } else {
                    printerPath = args[++i];
                }
            } else {
                System.err.println("lab-devices: unknown argument '" + a + "'; usage: --bill PATH and/or --printer PATH");
                System.exit(2);
            }
        }
        if (billPath == null && printerPath == null) {
            System.err.println("lab-devices: give --bill PATH, --printer PATH or both (the device ends of serial lines)");
            System.exit(2);
        }
        try (LabDevices lab = new LabDevices(billPath == null ? null : Id003Emulator.open(billPath, Parity.NONE),
                printerPath == null ? null : TclEmulator.open(printerPath), System.out)) {
            System.out.println("lab-devices: ready" + (billPath == null ? "" : "; validator on " + billPath)
                    + (printerPath == null ? "" : "; printer on " + printerPath) + " ('help' lists the commands)");
            lab.run(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        } catch (HalException e) {
            System.err.println("lab-devices: " + e.getMessage());
            System.exit(1);
        }
    }

    void run(Reader in) throws IOException {
        BufferedReader lines = new BufferedReader(in);
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            if (line.isBlank()) {
                continue;
            }
            if (line.strip().equals("quit")) {
                return;
            }
            out.println(command(line.strip()));
            out.flush();
        }
    }

    /** Carries out one command line and says what happened, in one line (or the printed tickets). */
    public String command(String line) {
        String[] w = line.split("\\s+", 2);
        String verb = w[0].toLowerCase(Locale.ROOT);
        String arg = w.length > 1 ? w[1].strip() : "";
        try {
            return switch (verb) {
                case "help" -> HELP;
                case "note", "ticket", "reject", "jam", "stacker-jam", "cheat", "stacker-open", "stacker-close",
                        "stacker-full", "clear", "power-cycle", "stacked" -> validator(verb, arg);
                case "paper-out", "paper-low", "paper-in", "platen-up", "platen-down", "jam-printer", "clear-printer",
                        "printed" -> printer(verb);
                default -> "? unknown command '" + verb + "' ('help' lists the commands)";
            };
        } catch (IllegalArgumentException e) {
            return "? " + e.getMessage();
        }
    }

    private String validator(String verb, String arg) {
        if (bill == null) {
            return "? no validator: start with --bill PATH";
        }
        return switch (verb) {
            case "note" -> busy(bill.insert(code(arg, 0x61, 0x68)), "note " + arg + " inserted");
            case "ticket" -> arg.isEmpty() ? "? ticket needs its number" : busy(bill.insertTicket(arg), "ticket " + arg + " inserted");
            case "reject" -> busy(bill.insertRejected(code(arg, 0x71, 0x7E)), "note inserted, to be rejected with " + arg);
            case "jam" -> done(bill::jamAcceptor, "acceptor jammed");
            case "stacker-jam" -> done(bill::jamStacker, "stacker jammed");
            case "cheat" -> done(bill::cheat, "cheat reported");
            case "stacker-open" -> done(bill::removeStacker, "stacker removed");
            case "stacker-close" -> done(bill::replaceStacker, "stacker back in place");
            case "stacker-full" -> done(bill::fillStacker, "stacker full");
            case "clear" -> done(bill::clearError, "validator error cleared");
            case "power-cycle" -> done(() -> bill.powerCycle(Id003Emulator.BillAtPowerUp.NONE), "validator power-cycled");
            case "stacked" -> "stacked notes (escrow codes) " + bill.stackedCodes().stream().map(c -> String.format("0x%02X", c)).toList()
                    + ", tickets " + bill.stackedTickets();
            default -> throw new IllegalStateException(verb);
        };
    }

    private String printer(String verb) {
        if (printer == null) {
            return "? no printer: start with --printer PATH";
        }
        return switch (verb) {
            case "paper-out" -> done(() -> printer.set(TclFlag.PAPER_OUT, true), "printer out of paper");
            case "paper-low" -> done(() -> printer.set(TclFlag.PAPER_LOW, true), "printer paper low");
            case "paper-in" -> done(() -> {
                printer.set(TclFlag.PAPER_OUT, false);
                printer.set(TclFlag.PAPER_LOW, false);
            }, "printer paper loaded");
            case "platen-up" -> done(() -> printer.set(TclFlag.PLATEN_UP, true), "printer head open");
            case "platen-down" -> done(() -> printer.set(TclFlag.PLATEN_UP, false), "printer head closed");
            case "jam-printer" -> done(() -> printer.set(TclFlag.PAPER_JAM, true), "printer jammed");
            case "clear-printer" -> done(() -> {
                for (TclFlag f : TclFlag.values()) {
                    printer.set(f, false);
                }
            }, "printer flags cleared");
            case "printed" -> {
                StringBuilder b = new StringBuilder(printer.printed().size() + " ticket(s) printed");
                int n = 1;
                for (var ticket : printer.printed()) {
                    b.append(System.lineSeparator()).append("  ").append(n++).append(": ").append(String.join(" | ", ticket));
                }
                yield b.toString();
            }
            default -> throw new IllegalStateException(verb);
        };
    }

    private static int code(String arg, int low, int high) {
        int c;
        try {
            c = arg.toLowerCase(Locale.ROOT).startsWith("0x") ? Integer.parseInt(arg.substring(2), 16) : Integer.parseInt(arg);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + arg + "' is not a code (write it as 0x61 or 97)", e);
        }
        if (c < low || c > high) {
            throw new IllegalArgumentException(String.format("code %s is outside 0x%02X..0x%02X", arg, low, high));
        }
        return c;
    }

    private static String busy(boolean taken, String what) {
        return taken ? what : "? the validator is not idle: still powering up (until the cabinet polls and resets it), a note in progress, or an error ('clear')";
    }

    private static String done(Runnable r, String what) {
        r.run();
        return what;
    }

    @Override
    public void close() {
        if (bill != null) {
            bill.close();
        }
        if (printer != null) {
            printer.close();
        }
    }
}
