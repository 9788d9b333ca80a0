package io.opencab.hal.printer.sim;

import io.opencab.hal.ListenedDevice;
import io.opencab.hal.printer.PrinterEvent;
import io.opencab.hal.printer.PrinterFault;
import io.opencab.hal.printer.PrinterStatus;
import io.opencab.hal.printer.Ticket;
import io.opencab.hal.printer.TicketPrinter;
import io.opencab.hal.printer.TicketSink;
import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

/**
 * A simulated ticket printer for a PC without hardware: each ticket goes to a {@link TicketSink} (a PNG per
 * ticket in the cabinet). It behaves like the device: a faulted or busy printer refuses a job before
 * anything is printed; a fault that strikes mid-print leaves the ticket in doubt; paper runs out after the
 * configured number of tickets. Events are fired on the caller's thread (on {@link #release} when held).
 */
public final class SimTicketPrinter extends ListenedDevice<PrinterEvent> implements TicketPrinter {
    private final TicketSink sink;
    private final Clock clock;
    private final Set<PrinterFault> faults = EnumSet.noneOf(PrinterFault.class);
    private long paperRoom = Long.MAX_VALUE;
    private PrinterFault failMidway;
    private boolean hold;
    private UUID current;
    private Ticket currentTicket;
    private long printed;
    private boolean closed;

    public SimTicketPrinter(TicketSink sink, Clock clock) {
        super("simulated ticket printer");
        this.sink = Objects.requireNonNull(sink, "sink");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public void print(UUID jobId, Ticket ticket) {
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(ticket, "ticket");
        List<PrinterEvent> out = new ArrayList<>();
        synchronized (this) {
            String refuse = closed ? "printer closed" : current != null ? "printer busy with job " + current
                    : faults.stream().filter(PrinterFault::blocking).findFirst().map(f -> "printer " + f).orElse(null);
            if (refuse != null) {
                out.add(new PrinterEvent.PrintFailed(jobId, false, refuse, clock.instant()));
            } else {
                current = jobId;
                currentTicket = ticket;
                out.add(new PrinterEvent.PrintStarted(jobId, clock.instant()));
                if (!hold) {
                    finish(out);
                }
            }
        }
        out.forEach(listeners::fire);
    }

    /** Completes a held job (see {@link #holdJobs}). */
    public void release() {
        List<PrinterEvent> out = new ArrayList<>();
        synchronized (this) {
            if (current != null) {
                finish(out);
            }
        }
        out.forEach(listeners::fire);
    }

    private void finish(List<PrinterEvent> out) {
        UUID job = current;
        Ticket t = currentTicket;
        current = null;
        currentTicket = null;
        if (failMidway != null) {
            PrinterFault f = failMidway;
            failMidway = null;
            raiseInto(f, out);
            out.add(new PrinterEvent.PrintFailed(job, true, "printer " + f + " while printing", clock.instant()));
            return;
        }
        try {
            sink.accept(job, t);
        } catch (RuntimeException e) {
            raiseInto(PrinterFault.FAILURE, out);
            out.add(new PrinterEvent.PrintFailed(job, true, "ticket could not be written: " + e.getMessage(),
                    clock.instant()));
            return;
        }
        printed++;
        out.add(new PrinterEvent.PrintCompleted(job, clock.instant()));
        if (--paperRoom <= 0) {
            raiseInto(PrinterFault.PAPER_OUT, out);
        }
    }

    private void raiseInto(PrinterFault f, List<PrinterEvent> out) {
        if (faults.add(f)) {
            out.add(new PrinterEvent.FaultRaised(f, clock.instant()));
        }
    }

    /** While on, a job stays "printing" until {@link #release()}: lets a test act mid-print. */
    public synchronized void holdJobs(boolean on) {
        hold = on;
    }

    /** The next job starts, then this fault strikes before the ticket is out: the job is in doubt. */
    public synchronized void failNextMidway(PrinterFault fault) {
        failMidway = Objects.requireNonNull(fault, "fault");
    }

    /** The roll holds this many more tickets, then PAPER_OUT. */
    public synchronized void paperRoom(long tickets) {
        paperRoom = tickets;
    }

    public void raise(PrinterFault fault) {
        List<PrinterEvent> out = new ArrayList<>();
        synchronized (this) {
            raiseInto(fault, out);
        }
        out.forEach(listeners::fire);
    }

    /** Clears a condition (clearing PAPER_OUT loads a new roll). */
    public void clear(PrinterFault fault) {
        synchronized (this) {
            if (!faults.remove(fault)) {
                return;
            }
            if (fault == PrinterFault.PAPER_OUT) {
                paperRoom = Long.MAX_VALUE;
            }
        }
        listeners.fire(new PrinterEvent.FaultCleared(fault, clock.instant()));
    }

    @Override
    public synchronized PrinterStatus status() {
        return new PrinterStatus(!closed, current != null, faults, "simulated", printed, 0);
    }

    @Override
    public void close() {
        UUID job;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            job = current;
            current = null;
        }
        if (job != null) {
            listeners.fire(new PrinterEvent.PrintFailed(job, true, "printer closed while printing", clock.instant()));
        }
    }
}
