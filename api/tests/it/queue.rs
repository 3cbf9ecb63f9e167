//! The calculation queue (`graha::queue::list`): a push wakes the workers only when the queue was
//! empty, a dead worker's jobs go back to the queue, and a finished job leaves nothing in Redis.

use apalis::prelude::TaskSink;
use apalis_core::backend::TaskResult;
use apalis_core::backend::persistence::{Persistence, TaskEvent};
use apalis_core::task::status::Status;
use apalis_core::worker::context::WorkerContext;
use futures::StreamExt;
use graha::endpoints::Queue;
use graha::queue::Names;
use graha::queue::list::{ListConfig, ListQueue, ListStore};
use redis::AsyncCommands;
use std::time::Duration;

/// A Redis connection and names under a prefix of the test's own.
async fn fixture() -> (redis::Client, redis::aio::ConnectionManager, Names) {
    let url = std::env::var("REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    let client = redis::Client::open(url).unwrap();
    let conn = client.get_connection_manager().await.unwrap();
    let names = Names::new(format!("graha-test-q-{}", uuid::Uuid::new_v4().simple()));
    (client, conn, names)
}

/// The wake-ups published on the calculation queue's channel from now on.
async fn wakes(
    client: &redis::Client,
    names: &Names,
) -> impl futures::Stream<Item = redis::Msg> + Unpin {
    let mut sub = client.get_async_pubsub().await.unwrap();
    sub.subscribe(names.wake_channel(Queue::Calc))
        .await
        .unwrap();
    sub.into_on_message()
}

#[tokio::test]
async fn jobs_of_a_dead_worker_come_back_and_a_finished_job_leaves_nothing() {
    let (client, mut conn, names) = fixture().await;
    let config = ListConfig::new(&names, Queue::Calc);
    let (pending, beats) = (config.pending.clone(), config.beats.clone());

    let mut wakes = wakes(&client, &names).await;

    // Two pushes: the first finds the queue empty and wakes the workers, the second does not.
    let mut queue = ListQueue::<u32>::of(conn.clone(), &names, Queue::Calc);
    queue.push(7).await.unwrap();
    queue.push(8).await.unwrap();
    let woken = tokio::time::timeout(Duration::from_millis(300), wakes.next()).await;
    assert!(
        woken.is_ok(),
        "the push onto an empty queue woke the workers"
    );
    let again = tokio::time::timeout(Duration::from_millis(300), wakes.next()).await;
    assert!(again.is_err(), "a push onto a waiting job wakes no one");
    assert_eq!(conn.llen::<_, u32>(&pending).await.unwrap(), 2);

    // Worker A takes both, then stops beating.
    let (a, b) = (WorkerContext::new("a"), WorkerContext::new("b"));
    let mut store = ListStore::new(conn.clone(), ListConfig::new(&names, Queue::Calc));
    store.register(&a).await.unwrap();
    let taken = store.fetch_next(&a).await.unwrap();
    let args: Vec<u32> = taken
        .iter()
        .map(|t| serde_json::from_slice(&t.args).unwrap())
        .collect();
    assert_eq!(args, vec![7, 8], "first pushed, first taken");
    assert_eq!(conn.llen::<_, u32>(&pending).await.unwrap(), 0);
    let stale = chrono::Utc::now().timestamp() - 60;
    let _: () = conn.zadd(&beats, "a", stale).await.unwrap();

    // Worker B's heartbeat finds A dead and puts its jobs back; A may not fetch again.
    store.register(&b).await.unwrap();
    store.heartbeat(&b).await.unwrap();
    assert_eq!(conn.llen::<_, u32>(&pending).await.unwrap(), 2);
    assert!(!conn.exists::<_, bool>(config.taken("a")).await.unwrap());
    assert!(
        store.fetch_next(&a).await.is_err(),
        "a worker declared dead re-registers first"
    );

    // B runs them and acknowledges: nothing of them is left.
    let taken = store.fetch_next(&b).await.unwrap();
    assert_eq!(taken.len(), 2);
    let done = taken
        .iter()
        .map(|t| {
            TaskEvent::Complete(TaskResult {
                task_id: t.ctx().task_id().unwrap().clone(),
                attempt: 0,
                status: Status::Done,
                result: Ok(()),
            })
        })
        .collect();
    store.handle_events(done, &b).await.unwrap();
    store.unregister("b").await.unwrap();
    let left: Vec<String> = conn.keys(format!("{}:*", names.prefix)).await.unwrap();
    assert!(left.is_empty(), "keys left: {left:?}");
}

#[tokio::test]
async fn a_closing_worker_gives_back_what_it_holds() {
    let (client, mut conn, names) = fixture().await;
    let config = ListConfig::new(&names, Queue::Calc);
    let mut queue = ListQueue::<u32>::of(conn.clone(), &names, Queue::Calc);
    for n in 1..=3 {
        queue.push(n).await.unwrap();
    }
    let mut wakes = wakes(&client, &names).await;
    let w = WorkerContext::new("w");
    let mut store = ListStore::new(conn.clone(), ListConfig::new(&names, Queue::Calc));
    store.register(&w).await.unwrap();
    let mut taken = store.fetch_next(&w).await.unwrap();
    // One never started: given back by itself; the others when the worker leaves.
    let unstarted = taken.pop().unwrap();
    assert_eq!(
        store
            .reenqueue_abandoned(vec![unstarted], &w)
            .await
            .unwrap(),
        1
    );
    assert_eq!(conn.llen::<_, u32>(&config.pending).await.unwrap(), 1);
    // A later push would find it waiting and wake no one: the give-back itself wakes the workers.
    let woken = tokio::time::timeout(Duration::from_millis(300), wakes.next()).await;
    assert!(woken.is_ok(), "a job given back wakes the workers");
    assert_eq!(store.unregister("w").await.unwrap(), 2);
    assert_eq!(conn.llen::<_, u32>(&config.pending).await.unwrap(), 3);
    assert_eq!(conn.zcard::<_, u32>(&config.beats).await.unwrap(), 0);
    let _: () = conn.del(&config.pending).await.unwrap();
}
