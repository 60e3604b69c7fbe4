(define (problem plan_trial_T00000000_000002_000001)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        SoapBarType - otype
        SprayBottleType - otype
        SoapBar_bar__plus_01_dot_84_bar__plus_01_dot_11_bar__plus_01_dot_16 - object
        DishSponge_bar__minus_02_dot_17_bar__plus_01_dot_19_bar__plus_01_dot_66 - object
        DishSponge_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__minus_00_dot_25 - object
        SprayBottle_bar__plus_02_dot_73_bar__plus_00_dot_27_bar__plus_02_dot_68 - object
        Bathtub_bar__minus_03_dot_71_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin - receptacle
        CounterTop_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_59 - receptacle
        Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Sink_bar__minus_01_dot_92_bar__plus_00_dot_44_bar__plus_02_dot_03_bar_SinkBasin - receptacle
        loc_bar_9_bar_4_bar_3_bar_30 - location
        loc_bar__minus_10_bar_2_bar_2_bar_30 - location
        loc_bar__minus_11_bar_2_bar_3_bar_30 - location
        loc_bar__minus_7_bar_2_bar_2_bar_30 - location
        loc_bar__minus_7_bar_6_bar_0_bar_30 - location
        loc_bar__minus_8_bar_2_bar_2_bar_30 - location
        loc_bar__minus_9_bar_1_bar_2_bar_30 - location
        loc_bar__minus_9_bar_2_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_9_bar_4_bar_3_bar_30)
        (receptacleType Bathtub_bar__minus_03_dot_71_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_03_dot_71_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin loc_bar__minus_11_bar_2_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_59 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_59 loc_bar__minus_9_bar_1_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (receptacleType Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62 loc_bar__minus_10_bar_2_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (receptacleType Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62 loc_bar__minus_7_bar_2_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (receptacleType Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62 loc_bar__minus_9_bar_2_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (receptacleType Sink_bar__minus_01_dot_92_bar__plus_00_dot_44_bar__plus_02_dot_03_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_92_bar__plus_00_dot_44_bar__plus_02_dot_03_bar_SinkBasin loc_bar__minus_7_bar_6_bar_0_bar_30)
        (canContain BathtubBasinType DishSpongeType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SprayBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (objectType SoapBar_bar__plus_01_dot_84_bar__plus_01_dot_11_bar__plus_01_dot_16 SoapBarType)
        (inReceptacle SoapBar_bar__plus_01_dot_84_bar__plus_01_dot_11_bar__plus_01_dot_16 Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation SoapBar_bar__plus_01_dot_84_bar__plus_01_dot_11_bar__plus_01_dot_16 loc_bar__minus_10_bar_2_bar_2_bar_30)
        (pickupable SoapBar_bar__plus_01_dot_84_bar__plus_01_dot_11_bar__plus_01_dot_16)
        (cleanable SoapBar_bar__plus_01_dot_84_bar__plus_01_dot_11_bar__plus_01_dot_16)
        (objectType DishSponge_bar__minus_02_dot_17_bar__plus_01_dot_19_bar__plus_01_dot_66 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_17_bar__plus_01_dot_19_bar__plus_01_dot_66 Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation DishSponge_bar__minus_02_dot_17_bar__plus_01_dot_19_bar__plus_01_dot_66 loc_bar__minus_9_bar_2_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_17_bar__plus_01_dot_19_bar__plus_01_dot_66)
        (cleanable DishSponge_bar__minus_02_dot_17_bar__plus_01_dot_19_bar__plus_01_dot_66)
        (objectType DishSponge_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__minus_00_dot_25 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__minus_00_dot_25 Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation DishSponge_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__minus_00_dot_25 loc_bar__minus_10_bar_2_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__minus_00_dot_25)
        (cleanable DishSponge_bar__minus_01_dot_11_bar__plus_00_dot_17_bar__minus_00_dot_25)
        (objectType SprayBottle_bar__plus_02_dot_73_bar__plus_00_dot_27_bar__plus_02_dot_68 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_73_bar__plus_00_dot_27_bar__plus_02_dot_68 Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation SprayBottle_bar__plus_02_dot_73_bar__plus_00_dot_27_bar__plus_02_dot_68 loc_bar__minus_7_bar_2_bar_2_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_73_bar__plus_00_dot_27_bar__plus_02_dot_68)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
