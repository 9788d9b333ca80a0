package io.opencab.app.cabinet.attendant;

import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.Role;
import io.opencab.meters.EventRecord;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.NoteRecord;
import io.opencab.meters.TicketRecord;
import java.util.List;
import java.util.Optional;

/**
 * The attendant functions behind the key switch and a PIN (regulations.md 1.11), for any screen or
 * none. Reads need the key turned and a PIN of a role with {@link Permission#READ}; each command
 * is also an action of the cabinet's queue and returns its {@link ActionResult}. Every call runs on
 * the cabinet thread in order with the other actions and waits for it, so call from a thread other
 * than a state listener. A read without the right role throws {@link AccessDenied}.
 */
public interface AttendantService {

    /** The role logged in now, if any. */
    Optional<Role> role();

    /** Master, period, since-power-up and since-door-close meters, per game too. */
    MeterReport meters();

    /** The newest {@code rounds} rounds, newest first, each replayed from its journaled draws (logs RECALL_ENTERED). */
    List<RecallRound> recall(int rounds);

    /** The newest {@code n} events, newest first. */
    List<EventRecord> events(int n);

    /** The newest {@code n} bills, newest first. */
    List<NoteRecord> billLog(int n);

    /** The newest {@code n} cash-out tickets of the ticket journal, newest first (issue 28: the ticket log). */
    List<TicketRecord> tickets(int n);

    /** The newest {@code n} tickets inserted for redemption, newest first (docs/tito.md "Ticket in"). */
    List<io.opencab.meters.TicketInRecord> ticketsIn(int n);

    /** The AFT page (issue 40 item 6): registration, lock and the newest {@code n} transfers, newest first. */
    AftReport aft(int n);

    /** The newest {@code n} handpays, newest first. */
    List<HandpayRecord> handpays(int n);

    /** Doors, key, buttons, lamps and the validator's status. */
    Diagnostics diagnostics();

    /**
     * The configuration with descriptions (PIN hashes hidden): each key's running value and the value saved in the
     * file for the next start.
     */
    List<ConfigEntry> configuration();

    /** The file the technician's changes are saved to; empty on the built-in configuration, which cannot be changed. */
    Optional<java.nio.file.Path> configurationFile();

    /** Technician: the full critical-memory check; returns what it found. */
    String verifyMemory();

    ActionResult keyOffHandpay();

    ActionResult clearTilt(String code);

    ActionResult resolveBill(boolean foundInCashBox);

    ActionResult clearPeriodMeters();

    ActionResult requestRamClear();

    ActionResult confirmRamClear();

    ActionResult cancelRamClear();

    ActionResult lampTest(boolean on);

    /** Any reading role: check the installed software against its manifest now; a mismatch locks up. */
    ActionResult verifySoftware();

    /**
     * Any reading role: the seeded verification (HMAC-SHA1 per component keyed by {@code seedHex}, as
     * {@code provision verify --seed} prints it); a mismatch locks up.
     */
    ActionResult verifySoftware(String seedHex);

    ActionResult setConfig(String key, String value);
}
