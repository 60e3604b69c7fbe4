(define (problem plan_trial_T00000000_000001_000201)
(:domain alfred)
(:objects
        agent1 - agent
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        DishSpongeType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        Candle_bar__plus_00_dot_38_bar__plus_00_dot_34_bar__plus_01_dot_95 - object
        Candle_bar__plus_01_dot_54_bar__plus_00_dot_07_bar__plus_02_dot_23 - object
        Candle_bar__minus_01_dot_09_bar__plus_00_dot_09_bar__plus_00_dot_26 - object
        Cloth_bar__plus_02_dot_47_bar__plus_01_dot_04_bar__plus_02_dot_25 - object
        DishSponge_bar__plus_01_dot_24_bar__plus_01_dot_20_bar__plus_02_dot_04 - object
        DishSponge_bar__plus_00_dot_31_bar__plus_00_dot_90_bar__minus_01_dot_36 - object
        HandTowel_bar__plus_02_dot_45_bar__plus_00_dot_10_bar__plus_02_dot_32 - object
        SoapBar_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_12 - object
        SoapBottle_bar__minus_02_dot_12_bar__plus_01_dot_45_bar__plus_02_dot_50 - object
        SoapBottle_bar__minus_00_dot_16_bar__plus_00_dot_29_bar__minus_02_dot_28 - object
        SprayBottle_bar__plus_00_dot_37_bar__plus_01_dot_39_bar__plus_00_dot_16 - object
        ToiletPaper_bar__minus_00_dot_54_bar__plus_00_dot_52_bar__plus_00_dot_29 - object
        ToiletPaper_bar__minus_02_dot_41_bar__plus_01_dot_27_bar__minus_02_dot_22 - object
        CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_01_bar__plus_01_dot_45 - receptacle
        Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46 - receptacle
        Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_03_dot_01 - receptacle
        Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46 - receptacle
        Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_98 - receptacle
        Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50 - receptacle
        Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_01_dot_73_bar_SinkBasin - receptacle
        Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_02_dot_75_bar_SinkBasin - receptacle
        Toilet_bar__minus_00_dot_60_bar_00_dot_00_bar__plus_03_dot_67 - receptacle
        loc_bar__minus_3_bar_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar_10_bar_1_bar_30 - location
        loc_bar__minus_4_bar_13_bar_1_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_4_bar_8_bar_1_bar_30 - location
        loc_bar__minus_5_bar_11_bar_1_bar_30 - location
        loc_bar__minus_5_bar_7_bar_1_bar_30 - location
        loc_bar__minus_5_bar_9_bar_1_bar_30 - location
        loc_bar__minus_6_bar_10_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar_9_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_01_bar__plus_01_dot_45 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_35_bar__plus_00_dot_01_bar__plus_01_dot_45 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46)
        (receptacleType Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_03_dot_01 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_03_dot_01 loc_bar__minus_6_bar_10_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_03_dot_01)
        (receptacleType Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46 loc_bar__minus_5_bar_7_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46)
        (receptacleType Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_98 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_98 loc_bar__minus_5_bar_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_98)
        (receptacleType Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50)
        (receptacleType Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_01_dot_73_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_01_dot_73_bar_SinkBasin loc_bar__minus_4_bar_8_bar_1_bar_30)
        (receptacleType Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_02_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_30_bar__plus_00_dot_81_bar__plus_02_dot_75_bar_SinkBasin loc_bar__minus_4_bar_10_bar_1_bar_30)
        (receptacleType Toilet_bar__minus_00_dot_60_bar_00_dot_00_bar__plus_03_dot_67 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_60_bar_00_dot_00_bar__plus_03_dot_67 loc_bar__minus_4_bar_13_bar_1_bar_30)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType DishSpongeType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType Candle_bar__plus_00_dot_38_bar__plus_00_dot_34_bar__plus_01_dot_95 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_38_bar__plus_00_dot_34_bar__plus_01_dot_95 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50)
        (objectAtLocation Candle_bar__plus_00_dot_38_bar__plus_00_dot_34_bar__plus_01_dot_95 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable Candle_bar__plus_00_dot_38_bar__plus_00_dot_34_bar__plus_01_dot_95)
        (objectType Candle_bar__plus_01_dot_54_bar__plus_00_dot_07_bar__plus_02_dot_23 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_54_bar__plus_00_dot_07_bar__plus_02_dot_23 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_98)
        (objectAtLocation Candle_bar__plus_01_dot_54_bar__plus_00_dot_07_bar__plus_02_dot_23 loc_bar__minus_5_bar_9_bar_1_bar_30)
        (pickupable Candle_bar__plus_01_dot_54_bar__plus_00_dot_07_bar__plus_02_dot_23)
        (objectType Candle_bar__minus_01_dot_09_bar__plus_00_dot_09_bar__plus_00_dot_26 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_09_bar__plus_00_dot_09_bar__plus_00_dot_26 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46)
        (objectAtLocation Candle_bar__minus_01_dot_09_bar__plus_00_dot_09_bar__plus_00_dot_26 loc_bar__minus_5_bar_7_bar_1_bar_30)
        (pickupable Candle_bar__minus_01_dot_09_bar__plus_00_dot_09_bar__plus_00_dot_26)
        (objectType Cloth_bar__plus_02_dot_47_bar__plus_01_dot_04_bar__plus_02_dot_25 ClothType)
        (inReceptacle Cloth_bar__plus_02_dot_47_bar__plus_01_dot_04_bar__plus_02_dot_25 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_98)
        (objectAtLocation Cloth_bar__plus_02_dot_47_bar__plus_01_dot_04_bar__plus_02_dot_25 loc_bar__minus_5_bar_9_bar_1_bar_30)
        (pickupable Cloth_bar__plus_02_dot_47_bar__plus_01_dot_04_bar__plus_02_dot_25)
        (cleanable Cloth_bar__plus_02_dot_47_bar__plus_01_dot_04_bar__plus_02_dot_25)
        (objectType DishSponge_bar__plus_01_dot_24_bar__plus_01_dot_20_bar__plus_02_dot_04 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_24_bar__plus_01_dot_20_bar__plus_02_dot_04 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_02_dot_50)
        (objectAtLocation DishSponge_bar__plus_01_dot_24_bar__plus_01_dot_20_bar__plus_02_dot_04 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_24_bar__plus_01_dot_20_bar__plus_02_dot_04)
        (cleanable DishSponge_bar__plus_01_dot_24_bar__plus_01_dot_20_bar__plus_02_dot_04)
        (objectType DishSponge_bar__plus_00_dot_31_bar__plus_00_dot_90_bar__minus_01_dot_36 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_31_bar__plus_00_dot_90_bar__minus_01_dot_36 Toilet_bar__minus_00_dot_60_bar_00_dot_00_bar__plus_03_dot_67)
        (objectAtLocation DishSponge_bar__plus_00_dot_31_bar__plus_00_dot_90_bar__minus_01_dot_36 loc_bar__minus_4_bar_13_bar_1_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_31_bar__plus_00_dot_90_bar__minus_01_dot_36)
        (cleanable DishSponge_bar__plus_00_dot_31_bar__plus_00_dot_90_bar__minus_01_dot_36)
        (objectType HandTowel_bar__plus_02_dot_45_bar__plus_00_dot_10_bar__plus_02_dot_32 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_45_bar__plus_00_dot_10_bar__plus_02_dot_32 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46)
        (objectAtLocation HandTowel_bar__plus_02_dot_45_bar__plus_00_dot_10_bar__plus_02_dot_32 loc_bar__minus_5_bar_7_bar_1_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_45_bar__plus_00_dot_10_bar__plus_02_dot_32)
        (objectType SoapBar_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_12 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_12 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_03_dot_01)
        (objectAtLocation SoapBar_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_12 loc_bar__minus_6_bar_10_bar_1_bar_30)
        (pickupable SoapBar_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_12)
        (cleanable SoapBar_bar__plus_00_dot_69_bar__plus_00_dot_26_bar__minus_01_dot_12)
        (objectType SoapBottle_bar__minus_02_dot_12_bar__plus_01_dot_45_bar__plus_02_dot_50 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_12_bar__plus_01_dot_45_bar__plus_02_dot_50 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_03_dot_01)
        (objectAtLocation SoapBottle_bar__minus_02_dot_12_bar__plus_01_dot_45_bar__plus_02_dot_50 loc_bar__minus_6_bar_10_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_12_bar__plus_01_dot_45_bar__plus_02_dot_50)
        (objectType SoapBottle_bar__minus_00_dot_16_bar__plus_00_dot_29_bar__minus_02_dot_28 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_16_bar__plus_00_dot_29_bar__minus_02_dot_28 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_62_bar__plus_01_dot_46)
        (objectAtLocation SoapBottle_bar__minus_00_dot_16_bar__plus_00_dot_29_bar__minus_02_dot_28 loc_bar__minus_5_bar_7_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_16_bar__plus_00_dot_29_bar__minus_02_dot_28)
        (objectType SprayBottle_bar__plus_00_dot_37_bar__plus_01_dot_39_bar__plus_00_dot_16 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_37_bar__plus_01_dot_39_bar__plus_00_dot_16 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46)
        (objectAtLocation SprayBottle_bar__plus_00_dot_37_bar__plus_01_dot_39_bar__plus_00_dot_16 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable SprayBottle_bar__plus_00_dot_37_bar__plus_01_dot_39_bar__plus_00_dot_16)
        (objectType ToiletPaper_bar__minus_00_dot_54_bar__plus_00_dot_52_bar__plus_00_dot_29 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_54_bar__plus_00_dot_52_bar__plus_00_dot_29 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_54_bar__plus_00_dot_52_bar__plus_00_dot_29 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_54_bar__plus_00_dot_52_bar__plus_00_dot_29)
        (objectType ToiletPaper_bar__minus_02_dot_41_bar__plus_01_dot_27_bar__minus_02_dot_22 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_41_bar__plus_01_dot_27_bar__minus_02_dot_22 Drawer_bar__minus_00_dot_32_bar__plus_00_dot_32_bar__plus_01_dot_46)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_41_bar__plus_01_dot_27_bar__minus_02_dot_22 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_41_bar__plus_01_dot_27_bar__minus_02_dot_22)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CandleType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CandleType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
