package io.opencab.sas;

import java.time.Clock;
import java.time.LocalDateTime;
import java.util.Objects;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The gaming machine's side of the link as a state machine (docs/sas.md "Acknowledgement"): fed one decoded
 * 9-bit symbol at a time, it returns the length of the reply to send ({@link #reply()}), or 0. It never blocks
 * and, for the polls a host sends all the time, allocates nothing: replies are built from the latest
 * {@link SasSnapshot} in a reused frame, orders go to {@link HostCommands}, which queue them.
 *
 * <p>Acknowledgement (SAS 6.02 section 3): the host acknowledges a reply implicitly by its next poll to this
 * address that differs from the last (a long poll after a general poll; a general poll or another long poll after
 * a long poll), by any message to another address, or by a global broadcast; a poll repeated unchanged is a NACK
 * and gets the same reply again, byte for byte, and an order is not carried out twice. A reply that carried no
 * data (00 to a general poll) needs no acknowledgement, so the same general poll after it is answered afresh: a
 * host that polls only this address gets the exceptions queued meanwhile. An exception leaves the queue only on
 * the implied ACK. A frame with a bad CRC changes nothing.
 */
public final class Responder {
    /** SAS 6.02 section 4.3: the link is down after 5 s without a poll for this machine ... */
    public static final long LINK_TIMEOUT_NANOS = 5_000_000_000L;
    /** ... or 30 s with a reply that is still not acknowledged. */
    public static final long ACK_TIMEOUT_NANOS = 30_000_000_000L;
    private final int address;
    private final Supplier<SasSnapshot> snapshots;
    private final HostCommands commands;
    private final SasCounters counters;
    private final Clock clock;
    private final LongSupplier nanos;
    private final Options options;
    private final LongPollTable table = new LongPollTable();
    private final PollFramer framer;
    private final Frame frame = new Frame();
    /** The last reply sent, kept for a NACK; {@link #lastReplyLength} 0 when there is none to repeat. */
    private final byte[] lastReply = new byte[Frame.CAPACITY];
    private int lastReplyLength;
    private final Poll lastPoll = new Poll(Frame.CAPACITY);
    private int lastKind = PollFramer.NONE;
    private final TicketPolls tickets;
    private final ExceptionDelivery delivery;
    private final HostOrders orders;
    private boolean realTime;
    private volatile boolean linkUp;
    private long lastPollAt;

    /**
     * How this machine is configured for the host (docs/configuration.md, the {@code sas.*} keys).
     *
     * @param remoteHandpayReset     whether LP 94 may reset a handpay (a jurisdiction setting)
     * @param assetNumber            the asset number the casino gave this machine (LP 7B; later AFT), 0 for none
     * @param legacyHandpayReporting 51 and 52 as plain queued exceptions and LP 1B the current lockup (SAS 6.02
     *                               section 7.8.2), for hosts that do not read LP 1B after 51
     */
    public record Options(boolean remoteHandpayReset, long assetNumber, boolean legacyHandpayReporting) {
        public Options {
            if (assetNumber < 0 || assetNumber > 0xFFFF_FFFFL) {
                throw new SasException("asset number " + assetNumber + " does not fit SAS's 4 bytes");
            }
        }
    }

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
        this(address, snapshots, commands, counters, clock, nanos, new Options(remoteHandpayReset, 0, false),
            validation);
    }

    /** @param validation secure enhanced validation (LP 4C, 4D, 7B-7D; docs/tito.md), or null when not configured */
    public Responder(int address, Supplier<SasSnapshot> snapshots, HostCommands commands, SasCounters counters,
                     Clock clock, LongSupplier nanos, Options options, ValidationPolls validation) {
        if (address < 1 || address > 127) {
            throw new SasException("SAS address " + address + " is outside 1-127");
        }
        this.address = address;
        this.snapshots = snapshots;
        this.commands = commands;
        this.counters = counters;
        this.clock = clock;
        this.nanos = nanos;
        this.options = Objects.requireNonNull(options, "options");
        this.tickets = new TicketPolls(commands);
        this.delivery = new ExceptionDelivery(commands, counters, tickets, options.legacyHandpayReporting());
        this.orders = new HostOrders(commands, options.remoteHandpayReset());
        this.framer = new PollFramer(address, table);
        StandardPolls.register(table, this, validation);
    }

    /**
     * Sends exception {@code code} again every {@code everyNanos} while {@code standing} holds (AFT 6A while a host
     * cash-out is offered, docs/aft.md "Host cash-out"); before the link starts.
     */
    public void repeatWhile(int code, java.util.function.BooleanSupplier standing, long everyNanos) {
        delivery.repeat(new RepeatedException(code, Objects.requireNonNull(standing, "standing"), everyNanos));
    }

    /**
     * The long polls this machine answers; a feature added later registers its own here before the link starts
     * (docs/sas.md "Long polls").
     */
    public LongPollTable longPolls() {
        return table;
    }

    /** One decoded symbol (byte | {@link Parmrk#WAKEUP}); the length of the reply in {@link #reply()}, or 0. */
    public int answer(int symbol) {
        return answer(symbol, false);
    }

    /**
     * As {@link #answer(int)}; with {@code stale} (the host has already sent its next message) a poll for us that
     * this symbol completes is dropped whole: not answered, not carried out, no acknowledgement (docs/sas.md
     * "Link"). Messages for other addresses still count as the host's implied ACK.
     */
    public int answer(int symbol, boolean stale) {
        int kind = framer.feed(symbol);
        if (kind == PollFramer.NONE) {
            return 0;
        }
        Poll p = framer.poll();
        if (stale && (kind == PollFramer.GENERAL || kind == PollFramer.LONG || kind == PollFramer.UNSUPPORTED)) {
            counters.stale.incrementAndGet();
            lastPollAt = nanos.getAsLong();
            return 0;
        }
        switch (kind) {
            case PollFramer.BAD_CRC -> {
                counters.crcErrors.incrementAndGet();
                return 0;
            }
            case PollFramer.OTHER_ADDRESS, PollFramer.BROADCAST -> {
                acknowledge();
                forgetLastPoll();
                if (kind == PollFramer.BROADCAST && p.length() > LongPollTable.R) {
                    orders.broadcast(p, this);
                }
                return 0;
            }
            default -> {
                return forUs(kind, p);
            }
        }
    }

    /** The reply {@link #answer} reported, valid until the next call. */
    public byte[] reply() {
        return lastReply;
    }

    /** One decoded symbol; a copy of the reply to send, or null (tests; the link uses {@link #answer}). */
    public byte[] accept(int symbol) {
        int n = answer(symbol);
        return n == 0 ? null : java.util.Arrays.copyOf(lastReply, n);
    }

    private int forUs(int kind, Poll p) {
        lastPollAt = nanos.getAsLong();
        counters.polls.incrementAndGet();
        if (lastReplyLength > 0 && kind == lastKind && p.sameBytes(lastPoll)) {
            counters.nacks.incrementAndGet();
            refreshLink();
            return lastReplyLength;
        }
        acknowledge();
        refreshLink();
        lastPoll.set(p.buffer(), p.length());
        lastKind = kind;
        lastReplyLength = 0;
        if (kind == PollFramer.UNSUPPORTED) {
            counters.unsupported.incrementAndGet();
            return 0;
        }
        SasSnapshot s = snapshots.get();
        if (s == null) {
            // Busy (SAS 6.02 section 4.1): we cannot answer yet; the host tries again.
            return busy();
        }
        int n = kind == PollFramer.GENERAL ? delivery.answer(address, s, frame, realTime, nanos.getAsLong())
            : longPoll(p, s);
        if (n == LongPollHandler.BUSY) {
            return busy();
        }
        if (n == LongPollHandler.NO_REPLY) {
            counters.unsupported.incrementAndGet();
            delivery.nothingAwaited();
            return 0;
        }
        System.arraycopy(frame.bytes(), 0, lastReply, 0, n);
        // 00 carries no information: nothing to repeat, so the same general poll next time asks afresh.
        boolean empty = kind == PollFramer.GENERAL && n == 1 && lastReply[0] == 0;
        lastReplyLength = empty ? 0 : n;
        return n;
    }

    private int longPoll(Poll p, SasSnapshot s) {
        LongPollHandler h = table.handler(p.command());
        int n = h == null ? LongPollHandler.NO_REPLY : h.answer(p, s, frame);
        if (n > 0 && !delivery.awaiting()) {
            delivery.awaiting(ExceptionDelivery.DATA, 0, nanos.getAsLong());
        }
        return n;
    }

    private int busy() {
        counters.busy.incrementAndGet();
        forgetLastPoll();
        delivery.nothingAwaited();
        frame.start(address, 0);
        System.arraycopy(frame.bytes(), 0, lastReply, 0, 2);
        return 2;
    }

    private void forgetLastPoll() {
        lastKind = PollFramer.NONE;
        lastReplyLength = 0;
    }

    private void acknowledge() {
        if (delivery.awaiting()) {
            delivery.acknowledged(nanos.getAsLong());
        }
    }

    /** A poll for us came: the link is up again unless a reply is still unacknowledged after 30 s. */
    private void refreshLink() {
        if (!linkUp && !ackOverdue(lastPollAt)) {
            linkUp = true;
            commands.linkChanged(true);
        }
    }

    private boolean ackOverdue(long now) {
        return delivery.awaiting() && now - delivery.awaitingSince() > ACK_TIMEOUT_NANOS;
    }

    /** The LP 21 signature the cabinet computed (any thread): sent as the answer to the next general poll. */
    public void romSignatureReady(int signature) {
        delivery.romSignatureReady(signature);
    }

    /**
     * Call every few hundred milliseconds: declares the link down after 5 s without a poll for us, or 30 s with a
     * reply the host has not acknowledged (SAS 6.02 section 4.3).
     */
    public void tick() {
        long now = nanos.getAsLong();
        if (linkUp && (now - lastPollAt > LINK_TIMEOUT_NANOS || ackOverdue(now))) {
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

    // ------------------------------------------------------------ the built-in polls' access to this machine

    HostOrders orders() {
        return orders;
    }

    TicketPolls tickets() {
        return tickets;
    }

    Options options() {
        return options;
    }

    SasCounters counters() {
        return counters;
    }

    Clock clock() {
        return clock;
    }

    void realTime(boolean on) {
        realTime = on;
    }

    /** LP 1B, with the handpay queue's acknowledgement bookkeeping. */
    int handpayInfo(Poll p, SasSnapshot s, Frame f) {
        return delivery.handpayInfo(p, s, f, nanos.getAsLong());
    }

    /** LP 7F's and the broadcast 7F's date and time, a valid one (else false: no ACK). */
    boolean hostTime(Poll p) {
        long date = p.bcd(2, 4);
        long time = p.bcd(6, 3);
        if (date < 0 || time < 0) {
            return false;
        }
        try {
            commands.hostTime(LocalDateTime.of((int) (date % 10_000), (int) (date / 1_000_000),
                (int) (date / 10_000 % 100), (int) (time / 10_000), (int) (time / 100 % 100), (int) (time % 100)));
        } catch (java.time.DateTimeException e) {
            return false;
        }
        return true;
    }
}
