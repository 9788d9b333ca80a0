// Finds a seed for the kiosk drive (tests/kiosk/drive.sh): the first seed whose Christmas Tree rounds at bet level 1,
// drawn one after the other from SeededStreams.single(seed) as `cabinet run --seed` draws them, are first a big win
// (10 to 49 times the bet, no Free Spins: a short round, then the BIG or MEGA WIN celebration), then a round of two
// or more cascades and no Free Spins (a few seconds on screen: the drive cuts the power in it). Read from the game's
// own math, so it follows any change of the paytable. Not part of the build; run with the cabinet's class path:
//   java -cp CP tests/kiosk/BigWinSeed.java
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;

public class BigWinSeed {
    public static void main(String[] args) {
        ChristmasTree game = ChristmasTree.standard();
        for (long seed = 1; seed < 1_000_000; seed++) {
            GameRng rng = SeededStreams.single(seed);
            ChristmasTreeOutcome big = game.play(1, rng);
            long x = big.totalWin() / big.bet();
            if (x < 10 || x >= 50 || !big.freeSpins().isEmpty()) {
                continue;
            }
            ChristmasTreeOutcome next = game.play(1, rng);
            if (next.regular().cascades() >= 2 && next.freeSpins().isEmpty() && next.miracle() == null) {
                System.out.println(seed);
                return;
            }
        }
        throw new IllegalStateException("no seed below 1,000,000 has a big win then a round of two cascades");
    }
}
