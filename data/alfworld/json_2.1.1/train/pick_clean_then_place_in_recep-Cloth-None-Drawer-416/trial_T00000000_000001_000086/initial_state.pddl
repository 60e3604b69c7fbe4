(define (problem plan_trial_T00000000_000001_000086)
(:domain alfred)
(:objects
        agent1 - agent
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        Cloth_bar__plus_00_dot_93_bar__plus_01_dot_44_bar__plus_00_dot_83 - object
        Candle_bar__minus_02_dot_91_bar__plus_00_dot_62_bar__minus_02_dot_73 - object
        SoapBar_bar__minus_01_dot_21_bar__plus_00_dot_94_bar__minus_00_dot_69 - object
        SoapBottle_bar__plus_02_dot_89_bar__plus_01_dot_12_bar__minus_02_dot_62 - object
        SoapBottle_bar__plus_00_dot_17_bar__plus_00_dot_68_bar__minus_02_dot_15 - object
        SprayBottle_bar__plus_02_dot_55_bar__plus_01_dot_49_bar__minus_01_dot_28 - object
        SprayBottle_bar__minus_02_dot_61_bar__plus_00_dot_39_bar__plus_02_dot_87 - object
        ToiletPaper_bar__plus_01_dot_77_bar__plus_00_dot_74_bar__plus_02_dot_87 - object
        CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 - receptacle
        Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 - receptacle
        GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34 - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 - receptacle
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_0_bar_12_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar_3_bar_3_bar_30 - location
        loc_bar__minus_3_bar_9_bar_3_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_5_bar_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar__minus_8_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 loc_bar_0_bar_10_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 loc_bar_0_bar_12_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (receptacleType GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin loc_bar__minus_4_bar_11_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 loc_bar__minus_5_bar_5_bar_3_bar_30)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType Cloth_bar__plus_00_dot_93_bar__plus_01_dot_44_bar__plus_00_dot_83 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_93_bar__plus_01_dot_44_bar__plus_00_dot_83 Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin)
        (objectAtLocation Cloth_bar__plus_00_dot_93_bar__plus_01_dot_44_bar__plus_00_dot_83 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable Cloth_bar__plus_00_dot_93_bar__plus_01_dot_44_bar__plus_00_dot_83)
        (cleanable Cloth_bar__plus_00_dot_93_bar__plus_01_dot_44_bar__plus_00_dot_83)
        (objectType Candle_bar__minus_02_dot_91_bar__plus_00_dot_62_bar__minus_02_dot_73 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_91_bar__plus_00_dot_62_bar__minus_02_dot_73 CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83)
        (objectAtLocation Candle_bar__minus_02_dot_91_bar__plus_00_dot_62_bar__minus_02_dot_73 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (pickupable Candle_bar__minus_02_dot_91_bar__plus_00_dot_62_bar__minus_02_dot_73)
        (objectType SoapBar_bar__minus_01_dot_21_bar__plus_00_dot_94_bar__minus_00_dot_69 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_21_bar__plus_00_dot_94_bar__minus_00_dot_69 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation SoapBar_bar__minus_01_dot_21_bar__plus_00_dot_94_bar__minus_00_dot_69 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_21_bar__plus_00_dot_94_bar__minus_00_dot_69)
        (cleanable SoapBar_bar__minus_01_dot_21_bar__plus_00_dot_94_bar__minus_00_dot_69)
        (objectType SoapBottle_bar__plus_02_dot_89_bar__plus_01_dot_12_bar__minus_02_dot_62 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_89_bar__plus_01_dot_12_bar__minus_02_dot_62 Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69)
        (objectAtLocation SoapBottle_bar__plus_02_dot_89_bar__plus_01_dot_12_bar__minus_02_dot_62 loc_bar__minus_5_bar_5_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_89_bar__plus_01_dot_12_bar__minus_02_dot_62)
        (objectType SoapBottle_bar__plus_00_dot_17_bar__plus_00_dot_68_bar__minus_02_dot_15 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_17_bar__plus_00_dot_68_bar__minus_02_dot_15 GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34)
        (objectAtLocation SoapBottle_bar__plus_00_dot_17_bar__plus_00_dot_68_bar__minus_02_dot_15 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_17_bar__plus_00_dot_68_bar__minus_02_dot_15)
        (objectType SprayBottle_bar__plus_02_dot_55_bar__plus_01_dot_49_bar__minus_01_dot_28 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_55_bar__plus_01_dot_49_bar__minus_01_dot_28 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation SprayBottle_bar__plus_02_dot_55_bar__plus_01_dot_49_bar__minus_01_dot_28 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_55_bar__plus_01_dot_49_bar__minus_01_dot_28)
        (objectType SprayBottle_bar__minus_02_dot_61_bar__plus_00_dot_39_bar__plus_02_dot_87 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_61_bar__plus_00_dot_39_bar__plus_02_dot_87 GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34)
        (objectAtLocation SprayBottle_bar__minus_02_dot_61_bar__plus_00_dot_39_bar__plus_02_dot_87 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_61_bar__plus_00_dot_39_bar__plus_02_dot_87)
        (objectType ToiletPaper_bar__plus_01_dot_77_bar__plus_00_dot_74_bar__plus_02_dot_87 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_01_dot_77_bar__plus_00_dot_74_bar__plus_02_dot_87 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_77_bar__plus_00_dot_74_bar__plus_02_dot_87 loc_bar_0_bar_12_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_01_dot_77_bar__plus_00_dot_74_bar__plus_02_dot_87)
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
