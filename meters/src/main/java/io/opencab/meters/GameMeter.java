package io.opencab.meters;

/** The meters kept per game (regulations.md 1.2: coin-in per paytable), keyed by SAS code. */
public enum GameMeter {
    COIN_IN("0000"),
    COIN_OUT("0001"),
    JACKPOT("0002"),
    GAMES_PLAYED("0005"),
    GAMES_WON("0006"),
    GAMES_LOST("0007");

    private final String key;

    GameMeter(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }
}
