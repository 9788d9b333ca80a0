package io.opencab.sas;

import java.time.Clock;
import java.time.LocalDateTime;
import java.util.HashSet;
import java.util.Set;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The gaming machine's side of the link as a state machine (docs/sas.md "Responder"): fed one
 * decoded 9-bit symbol at a time, it returns the reply to send, or null. It never blocks: replies
 * are built from the latest {@link SasSnapshot}, orders go to {@link HostCommands}, which queue them.
 *
 * <p>Acknowledgement (SAS 6.02 section 2): the host acknowledges a reply implicitly by its next
 * poll to this address that differs from the last, or by any message to another address or to
 * address 0; a poll repeated unchanged is a NACK and gets the same reply again, byte for byte. An
 * exception leaves the queue only on that implied ACK. A frame with a bad CRC changes nothing.
 */
public final class Responder {
    /** SAS 6.02: the link is down after 5 s without a poll for this machine. */
    public static final long LINK_TIMEOUT_NANOS = 5_000_000_000L;
    private final int address;
    private final Supplier<SasSnapshot> snapshots;
    private final HostCommands commands;
    private final SasCounters counters;
    private final Clock clock;
    private final LongSupplier nanos;
    private final boolean remoteHandpayReset;
    private final PollFramer framer;
    /** LP 4C/4D; null on a cabinet that does not validate tickets (the polls are then ignored). */
    private final ValidationPolls validation;
    /** Exception 68: the redemption cycle of the ticket in escrow is over (docs/sas.md "Ticket in"). */
    private static final int TICKET_TRANSFER_COMPLETE = 0x68;
    /** LP 70/71 (ticket in): answered from the snapshot whatever the configuration (no ticket: "none"). */
    private final TicketPolls tickets;
    private final Set<Long> acked = new HashSet<>();
    private Poll lastPoll;
    private byte[] lastReply;
    private long awaitingAck = -1;
    private boolean realTime;
    private volatile boolean linkUp;
    /** A finished LP 21 signature waiting for the next general poll, or -1. */
    private volatile int romSignature = -1;
    private long lastPollAt;

    /**
     * @param snapshots the cabinet's latest snapshot; null until it has published one (polls then get the busy reply)
     * @param remoteHandpayReset whether LP 94 may reset a handpay (a jurisdiction setting)
     */
    public Responder(int address, Supplier<SasSnapshot> snapshots, HostCommands commands, SasCounters counters,
                     Clock clock, LongSupplier nanos, boolean remoteHandpayReset) {
        this(address, snapshots, commands, counters, clock, nanos, remoteHandpayReset, null);
    }

    /** @param validation secure enhanced validation (LP 4C, 4D; docs/tito.md), or null when not configured */
    public Responder(int address, Supplier<SasSnapshot> snapshots, HostCommands commands, SasCounters counters,
                     Clock clock, LongSupplier nanos, boolean remoteHandpayReset, ValidationPolls validation) {
        this.validation = validation;
        if (address < 1 || address > 127) {
            throw new SasException("SAS address " + address + " is outside 1-127");
        }
        this.address = address;
        this.snapshots = snapshots;
        this.commands = commands;
        this.counters = counters;
        this.clock = clock;
        this.nanos = nanos;
        this.remoteHandpayReset = remoteHandpayReset;
        this.framer = new PollFramer(address);
        this.tickets = new TicketPolls(commands);
    }

    /** One decoded symbol (byte | {@link Parmrk#WAKEUP}); the reply to send, or null. */
    public byte[] accept(int symbol) {
        Poll p = framer.feed(symbol);
        if (p == null) {
            return null;
        }
        switch (p.kind()) {
            case BAD_CRC -> {
                counters.crcErrors.incrementAndGet();
                return null;
            }
            case OTHER_ADDRESS, BROADCAST -> {
                acknowledge();
                lastPoll = null;
                lastReply = null;
                if (p.kind() == Poll.Kind.BROADCAST && p.raw().length == 4) {
                    control(p.command());
                }
                return null;
            }
            default -> {
                return forUs(p);
            }
        }
    }

    private byte[] forUs(Poll p) {
        sawPoll();
        counters.polls.incrementAndGet();
        if (p.sameAs(lastPoll) && lastReply != null) {
            counters.nacks.incrementAndGet();
            return lastReply.clone();
        }
        acknowledge();
        lastPoll = p;
        lastReply = null;
        if (p.kind() == Poll.Kind.UNSUPPORTED) {
            counters.unsupported.incrementAndGet();
            return null;
        }
        SasSnapshot s = snapshots.get();
        if (s == null) {
            // Busy (SAS 6.02 section 2): we cannot answer yet; the host tries again.
            counters.busy.incrementAndGet();
            lastPoll = null;
            return new byte[] {(byte) address, 0};
        }
        byte[] reply = p.kind() == Poll.Kind.GENERAL ? general(s) : longPoll(p, s);
        if (reply == null) {
            counters.unsupported.incrementAndGet();
        }
        lastReply = reply;
        return reply == null ? null : reply.clone();
    }

    private byte[] general(SasSnapshot s) {
        int signature = romSignature;
        if (signature >= 0) {
            // LP 21's answer, once computed, goes out in place of the next general poll's (docs/sas.md "LP 21").
            romSignature = -1;
            return Frame.of(address, 0x21).bin(signature & 0xFF, 1).bin(signature >>> 8, 1).crc();
        }
        SasSnapshot.QueuedException next = null;
        Set<Long> present = new HashSet<>();
        for (SasSnapshot.QueuedException e : s.exceptions()) {
            present.add(e.id());
            if (next == null && !acked.contains(e.id())) {
                next = e;
            }
        }
        acked.retainAll(present);
        if (next == null) {
            return new byte[] {0};
        }
        awaitingAck = next.id();
        counters.sent(next.code());
        if (next.code() == TICKET_TRANSFER_COMPLETE) {
            tickets.transferComplete();
        }
        return realTime ? ExceptionReplies.realTime(address, next, s.currency()) : ExceptionReplies.plain(next);
    }

    private byte[] longPoll(Poll p, SasSnapshot s) {
        int cmd = p.command();
        byte[] b = p.raw();
        return switch (cmd) {
            case 0x01, 0x02, 0x06, 0x07 -> {
                control(cmd);
                yield ack();
            }
            case 0x08 -> billDenominations(b);
            case 0x7F -> setTime(b);
            // The seed LSB first, as every binary field; ACK now, the signature when it is computed.
            case 0x21 -> commands.romSignature((b[2] & 0xFF) | (b[3] & 0xFF) << 8) ? ack() : null;
            case 0x09 -> {
                long game = Bcd.get(b, 2, 2);
                int flag = b[4] & 0xFF;
                if (game < 1 || s.game((int) game).isEmpty() || flag > 1) {
                    yield null;
                }
                commands.gameEnabled((int) game, flag == 1);
                yield ack();
            }
            case 0x0E -> {
                int flag = b[2] & 0xFF;
                if (flag > 1) {
                    yield null;
                }
                realTime = flag == 1;
                yield ack();
            }
            case 0x94 -> {
                int code = handpayReset(s);
                if (code < 0) {
                    // Busy until the reset is durable (docs/sas.md "LP 94"): the host asks again and gets its result.
                    counters.busy.incrementAndGet();
                    lastPoll = null;
                    yield new byte[] {(byte) address, 0};
                }
                yield Frame.of(address, cmd).bin(code, 1).crc();
            }
            case 0x4C -> validation == null ? null : validation.setId(address, b);
            case 0x4D -> validation == null ? null : validation.info(address, b);
            case 0x70 -> tickets.validationData(address, s);
            case 0x71 -> tickets.redeem(address, b, s);
            case 0x50 -> TicketPolls.validationMeters(address, b, s);
            // System validation: this cabinet uses secure enhanced validation, and a machine not in system
            // validation mode does not answer 57/58 (docs/sas.md "Ticket validation").
            case 0x57, 0x58 -> null;
            case 0x7B -> validation == null ? null
                : ValidationStatusPolls.extendedStatus(address, b, validation.ids(), validation.features());
            case 0x7C -> validation == null ? null : ValidationStatusPolls.extendedTicketData(address, b);
            case 0x7D -> validation == null ? null : ValidationStatusPolls.ticketData(address, b);
            case 0x52 -> MeterPolls.gameMeters(address, b, s);
            case 0x53 -> InfoPolls.gameConfig(address, b, s);
            case 0xA0 -> InfoPolls.features(address, b, s);
            case 0xB5 -> InfoPolls.extendedGame(address, b, s);
            case 0x2F -> MeterPolls.selected(address, b, s);
            case 0x6F, 0xAF -> MeterPolls.extended(address, cmd, b, s);
            default -> {
                byte[] r = MeterPolls.single(address, cmd, s);
                yield r != null ? r : InfoPolls.single(address, cmd, s, LocalDateTime.now(clock));
            }
        };
    }

    /**
     * LP 08: the bill denominations the host allows, 4 bytes LSB first, bit n = SAS bill code n ($1, $2, $5,
     * ...); then the action flag: 0 = keep accepting after each bill, 1 = disable the validator after each
     * accepted bill (until LP 06). Any other flag is not acknowledged and changes nothing.
     */
    private byte[] billDenominations(byte[] b) {
        int flag = b[6] & 0xFF;
        if (flag > 1) {
            return null;
        }
        long mask = (b[2] & 0xFFL) | (b[3] & 0xFFL) << 8 | (b[4] & 0xFFL) << 16 | (b[5] & 0xFFL) << 24;
        java.util.Set<Long> cents = new java.util.TreeSet<>();
        for (int code = 0; code < Codes.BILL_UNITS.length; code++) {
            if ((mask & (1L << code)) != 0) {
                cents.add(Codes.BILL_UNITS[code] * 100);
            }
        }
        commands.billDenominations(cents, flag == 1);
        return ack();
    }

    /** LP 7F: date MMDDYYYY and time HHMMSS in BCD; a date or time that does not exist is not acknowledged. */
    private byte[] setTime(byte[] b) {
        long date = Bcd.get(b, 2, 4);
        long time = Bcd.get(b, 6, 3);
        if (date < 0 || time < 0) {
            return null;
        }
        try {
            commands.hostTime(LocalDateTime.of((int) (date % 10_000), (int) (date / 1_000_000), (int) (date / 10_000 % 100),
                (int) (time / 10_000), (int) (time / 100 % 100), (int) (time % 100)));
        } catch (java.time.DateTimeException e) {
            return null;
        }
        return ack();
    }

    /**
     * LP 94 reset code: 00 reset (written to the meter store), 01 unable (not allowed here, or the store refused
     * it), 02 no handpay pending; -1 while the cabinet is still writing it (the busy reply).
     */
    private int handpayReset(SasSnapshot s) {
        if (!remoteHandpayReset) {
            return 1;
        }
        return commands.remoteHandpayReset(s.handpay().isPresent());
    }

    private void control(int cmd) {
        switch (cmd) {
            case 0x01 -> commands.playEnabled(false);
            case 0x02 -> commands.playEnabled(true);
            case 0x06 -> commands.billsEnabled(true);
            case 0x07 -> commands.billsEnabled(false);
            default -> {
            }
        }
    }

    /** The ACK of an S-type poll: this machine's address alone. */
    private byte[] ack() {
        return new byte[] {(byte) address};
    }

    private void acknowledge() {
        if (awaitingAck >= 0) {
            acked.add(awaitingAck);
            commands.exceptionAcknowledged(awaitingAck);
            awaitingAck = -1;
        }
    }

    private void sawPoll() {
        lastPollAt = nanos.getAsLong();
        if (!linkUp) {
            linkUp = true;
            commands.linkChanged(true);
        }
    }

    /** The LP 21 signature the cabinet computed (any thread): sent as the answer to the next general poll. */
    public void romSignatureReady(int signature) {
        romSignature = signature & 0xFFFF;
    }

    /** Call every few hundred milliseconds: declares the link down after 5 s without a poll for us. */
    public void tick() {
        if (linkUp && nanos.getAsLong() - lastPollAt > LINK_TIMEOUT_NANOS) {
            linkUp = false;
            commands.linkChanged(false);
        }
    }

    public boolean linkUp() {
        return linkUp;
    }

    public boolean realTimeReporting() {
        return realTime;
    }

    public int address() {
        return address;
    }
}
