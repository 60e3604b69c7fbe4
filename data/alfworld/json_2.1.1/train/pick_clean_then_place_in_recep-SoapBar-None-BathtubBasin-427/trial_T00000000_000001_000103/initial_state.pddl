(define (problem plan_trial_T00000000_000001_000103)
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
        CandleType - otype
        DishSpongeType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        ToiletPaperType - otype
        SoapBar_bar__minus_00_dot_75_bar__plus_00_dot_26_bar__minus_01_dot_11 - object
        SoapBar_bar__plus_01_dot_32_bar__plus_01_dot_16_bar__plus_01_dot_86 - object
        SoapBar_bar__minus_01_dot_29_bar__plus_01_dot_11_bar__plus_02_dot_22 - object
        Candle_bar__plus_00_dot_55_bar__plus_01_dot_22_bar__plus_01_dot_01 - object
        DishSponge_bar__plus_02_dot_36_bar__plus_00_dot_47_bar__minus_02_dot_73 - object
        DishSponge_bar__plus_02_dot_87_bar__plus_00_dot_77_bar__minus_01_dot_38 - object
        SoapBottle_bar__minus_01_dot_63_bar__plus_00_dot_87_bar__minus_01_dot_61 - object
        SoapBottle_bar__minus_00_dot_44_bar__plus_00_dot_61_bar__minus_01_dot_06 - object
        ToiletPaper_bar__minus_01_dot_09_bar__plus_00_dot_79_bar__plus_02_dot_59 - object
        Bathtub_bar__minus_03_dot_71_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin - receptacle
        CounterTop_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_59 - receptacle
        Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62 - receptacle
        Sink_bar__minus_01_dot_92_bar__plus_00_dot_44_bar__plus_02_dot_03_bar_SinkBasin - receptacle
        loc_bar__minus_10_bar_2_bar_2_bar_30 - location
        loc_bar__minus_11_bar_2_bar_3_bar_30 - location
        loc_bar__minus_12_bar_12_bar_2_bar_30 - location
        loc_bar__minus_7_bar_2_bar_2_bar_30 - location
        loc_bar__minus_7_bar_6_bar_0_bar_30 - location
        loc_bar__minus_8_bar_2_bar_2_bar_30 - location
        loc_bar__minus_9_bar_1_bar_2_bar_30 - location
        loc_bar__minus_9_bar_2_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar_12_bar_2_bar_30)
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
        (canContain CounterTopType CandleType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (objectType SoapBar_bar__minus_00_dot_75_bar__plus_00_dot_26_bar__minus_01_dot_11 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_75_bar__plus_00_dot_26_bar__minus_01_dot_11 Drawer_bar__minus_02_dot_34_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation SoapBar_bar__minus_00_dot_75_bar__plus_00_dot_26_bar__minus_01_dot_11 loc_bar__minus_7_bar_2_bar_2_bar_30)
        (pickupable SoapBar_bar__minus_00_dot_75_bar__plus_00_dot_26_bar__minus_01_dot_11)
        (cleanable SoapBar_bar__minus_00_dot_75_bar__plus_00_dot_26_bar__minus_01_dot_11)
        (objectType SoapBar_bar__plus_01_dot_32_bar__plus_01_dot_16_bar__plus_01_dot_86 SoapBarType)
        (inReceptacle SoapBar_bar__plus_01_dot_32_bar__plus_01_dot_16_bar__plus_01_dot_86 Sink_bar__minus_01_dot_92_bar__plus_00_dot_44_bar__plus_02_dot_03_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__plus_01_dot_32_bar__plus_01_dot_16_bar__plus_01_dot_86 loc_bar__minus_7_bar_6_bar_0_bar_30)
        (pickupable SoapBar_bar__plus_01_dot_32_bar__plus_01_dot_16_bar__plus_01_dot_86)
        (cleanable SoapBar_bar__plus_01_dot_32_bar__plus_01_dot_16_bar__plus_01_dot_86)
        (objectType SoapBar_bar__minus_01_dot_29_bar__plus_01_dot_11_bar__plus_02_dot_22 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_29_bar__plus_01_dot_11_bar__plus_02_dot_22 Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation SoapBar_bar__minus_01_dot_29_bar__plus_01_dot_11_bar__plus_02_dot_22 loc_bar__minus_10_bar_2_bar_2_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_29_bar__plus_01_dot_11_bar__plus_02_dot_22)
        (cleanable SoapBar_bar__minus_01_dot_29_bar__plus_01_dot_11_bar__plus_02_dot_22)
        (objectType Candle_bar__plus_00_dot_55_bar__plus_01_dot_22_bar__plus_01_dot_01 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_55_bar__plus_01_dot_22_bar__plus_01_dot_01 Drawer_bar__minus_02_dot_79_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation Candle_bar__plus_00_dot_55_bar__plus_01_dot_22_bar__plus_01_dot_01 loc_bar__minus_9_bar_2_bar_2_bar_30)
        (pickupable Candle_bar__plus_00_dot_55_bar__plus_01_dot_22_bar__plus_01_dot_01)
        (objectType DishSponge_bar__plus_02_dot_36_bar__plus_00_dot_47_bar__minus_02_dot_73 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_36_bar__plus_00_dot_47_bar__minus_02_dot_73 Drawer_bar__minus_01_dot_89_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation DishSponge_bar__plus_02_dot_36_bar__plus_00_dot_47_bar__minus_02_dot_73 loc_bar__minus_10_bar_2_bar_2_bar_30)
        (pickupable DishSponge_bar__plus_02_dot_36_bar__plus_00_dot_47_bar__minus_02_dot_73)
        (cleanable DishSponge_bar__plus_02_dot_36_bar__plus_00_dot_47_bar__minus_02_dot_73)
        (objectType DishSponge_bar__plus_02_dot_87_bar__plus_00_dot_77_bar__minus_01_dot_38 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_87_bar__plus_00_dot_77_bar__minus_01_dot_38 Sink_bar__minus_01_dot_92_bar__plus_00_dot_44_bar__plus_02_dot_03_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__plus_02_dot_87_bar__plus_00_dot_77_bar__minus_01_dot_38 loc_bar__minus_7_bar_6_bar_0_bar_30)
        (pickupable DishSponge_bar__plus_02_dot_87_bar__plus_00_dot_77_bar__minus_01_dot_38)
        (cleanable DishSponge_bar__plus_02_dot_87_bar__plus_00_dot_77_bar__minus_01_dot_38)
        (objectType SoapBottle_bar__minus_01_dot_63_bar__plus_00_dot_87_bar__minus_01_dot_61 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_63_bar__plus_00_dot_87_bar__minus_01_dot_61 CounterTop_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__minus_00_dot_59)
        (objectAtLocation SoapBottle_bar__minus_01_dot_63_bar__plus_00_dot_87_bar__minus_01_dot_61 loc_bar__minus_9_bar_1_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_63_bar__plus_00_dot_87_bar__minus_01_dot_61)
        (objectType SoapBottle_bar__minus_00_dot_44_bar__plus_00_dot_61_bar__minus_01_dot_06 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_44_bar__plus_00_dot_61_bar__minus_01_dot_06 Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation SoapBottle_bar__minus_00_dot_44_bar__plus_00_dot_61_bar__minus_01_dot_06 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_44_bar__plus_00_dot_61_bar__minus_01_dot_06)
        (objectType ToiletPaper_bar__minus_01_dot_09_bar__plus_00_dot_79_bar__plus_02_dot_59 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_09_bar__plus_00_dot_79_bar__plus_02_dot_59 Drawer_bar__minus_01_dot_44_bar__plus_00_dot_27_bar__minus_00_dot_62)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_09_bar__plus_00_dot_79_bar__plus_02_dot_59 loc_bar__minus_8_bar_2_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_09_bar__plus_00_dot_79_bar__plus_02_dot_59)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r BathtubBasinType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
