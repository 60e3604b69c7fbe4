(define (problem plan_trial_T00000000_000001_000092)
(:domain alfred)
(:objects
        agent1 - agent
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        Cloth_bar__minus_02_dot_01_bar__plus_00_dot_98_bar__plus_00_dot_99 - object
        Cloth_bar__minus_01_dot_46_bar__plus_00_dot_21_bar__plus_02_dot_15 - object
        Cloth_bar__minus_00_dot_19_bar__plus_00_dot_03_bar__plus_01_dot_85 - object
        SoapBar_bar__minus_01_dot_73_bar__plus_00_dot_82_bar__plus_02_dot_28 - object
        SoapBottle_bar__minus_01_dot_03_bar__plus_01_dot_12_bar__minus_02_dot_38 - object
        SprayBottle_bar__plus_01_dot_93_bar__plus_01_dot_34_bar__minus_02_dot_08 - object
        CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Sink_bar__minus_02_dot_94_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin - receptacle
        loc_bar__minus_10_bar_11_bar_2_bar_30 - location
        loc_bar__minus_11_bar_14_bar_2_bar_30 - location
        loc_bar__minus_13_bar_10_bar_2_bar_30 - location
        loc_bar__minus_14_bar_14_bar_2_bar_30 - location
        loc_bar__minus_2_bar_10_bar_0_bar_30 - location
        loc_bar__minus_6_bar_13_bar_2_bar_30 - location
        loc_bar__minus_7_bar_14_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar_10_bar_0_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89 loc_bar__minus_10_bar_11_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_7_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89 loc_bar__minus_6_bar_13_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_14_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (receptacleType Sink_bar__minus_02_dot_94_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_94_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin loc_bar__minus_13_bar_10_bar_2_bar_30)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ClothType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (objectType Cloth_bar__minus_02_dot_01_bar__plus_00_dot_98_bar__plus_00_dot_99 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_01_bar__plus_00_dot_98_bar__plus_00_dot_99 CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89)
        (objectAtLocation Cloth_bar__minus_02_dot_01_bar__plus_00_dot_98_bar__plus_00_dot_99 loc_bar__minus_10_bar_11_bar_2_bar_30)
        (pickupable Cloth_bar__minus_02_dot_01_bar__plus_00_dot_98_bar__plus_00_dot_99)
        (cleanable Cloth_bar__minus_02_dot_01_bar__plus_00_dot_98_bar__plus_00_dot_99)
        (objectType Cloth_bar__minus_01_dot_46_bar__plus_00_dot_21_bar__plus_02_dot_15 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_46_bar__plus_00_dot_21_bar__plus_02_dot_15 CounterTop_bar__minus_02_dot_18_bar__plus_00_dot_78_bar__plus_01_dot_89)
        (objectAtLocation Cloth_bar__minus_01_dot_46_bar__plus_00_dot_21_bar__plus_02_dot_15 loc_bar__minus_10_bar_11_bar_2_bar_30)
        (pickupable Cloth_bar__minus_01_dot_46_bar__plus_00_dot_21_bar__plus_02_dot_15)
        (cleanable Cloth_bar__minus_01_dot_46_bar__plus_00_dot_21_bar__plus_02_dot_15)
        (objectType Cloth_bar__minus_00_dot_19_bar__plus_00_dot_03_bar__plus_01_dot_85 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_19_bar__plus_00_dot_03_bar__plus_01_dot_85 Sink_bar__minus_02_dot_94_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin)
        (objectAtLocation Cloth_bar__minus_00_dot_19_bar__plus_00_dot_03_bar__plus_01_dot_85 loc_bar__minus_13_bar_10_bar_2_bar_30)
        (pickupable Cloth_bar__minus_00_dot_19_bar__plus_00_dot_03_bar__plus_01_dot_85)
        (cleanable Cloth_bar__minus_00_dot_19_bar__plus_00_dot_03_bar__plus_01_dot_85)
        (objectType SoapBar_bar__minus_01_dot_73_bar__plus_00_dot_82_bar__plus_02_dot_28 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_73_bar__plus_00_dot_82_bar__plus_02_dot_28 Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation SoapBar_bar__minus_01_dot_73_bar__plus_00_dot_82_bar__plus_02_dot_28 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_73_bar__plus_00_dot_82_bar__plus_02_dot_28)
        (cleanable SoapBar_bar__minus_01_dot_73_bar__plus_00_dot_82_bar__plus_02_dot_28)
        (objectType SoapBottle_bar__minus_01_dot_03_bar__plus_01_dot_12_bar__minus_02_dot_38 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_03_bar__plus_01_dot_12_bar__minus_02_dot_38 Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation SoapBottle_bar__minus_01_dot_03_bar__plus_01_dot_12_bar__minus_02_dot_38 loc_bar__minus_14_bar_14_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_03_bar__plus_01_dot_12_bar__minus_02_dot_38)
        (objectType SprayBottle_bar__plus_01_dot_93_bar__plus_01_dot_34_bar__minus_02_dot_08 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_93_bar__plus_01_dot_34_bar__minus_02_dot_08 Drawer_bar__minus_01_dot_31_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation SprayBottle_bar__plus_01_dot_93_bar__plus_01_dot_34_bar__minus_02_dot_08 loc_bar__minus_6_bar_13_bar_2_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_93_bar__plus_01_dot_34_bar__minus_02_dot_08)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
