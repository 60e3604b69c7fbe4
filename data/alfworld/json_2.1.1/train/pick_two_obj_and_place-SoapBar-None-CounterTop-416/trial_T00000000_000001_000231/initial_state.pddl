(define (problem plan_trial_T00000000_000001_000231)
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
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        SoapBar_bar__minus_01_dot_57_bar__plus_00_dot_37_bar__plus_00_dot_93 - object
        SoapBar_bar__minus_00_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_21 - object
        Candle_bar__minus_02_dot_79_bar__plus_00_dot_42_bar__minus_02_dot_06 - object
        Candle_bar__plus_02_dot_81_bar__plus_00_dot_51_bar__plus_01_dot_13 - object
        HandTowel_bar__minus_02_dot_14_bar__plus_00_dot_23_bar__plus_02_dot_77 - object
        SoapBottle_bar__minus_01_dot_88_bar__plus_01_dot_33_bar__minus_02_dot_00 - object
        SoapBottle_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__plus_01_dot_19 - object
        SprayBottle_bar__minus_01_dot_77_bar__plus_00_dot_16_bar__plus_00_dot_14 - object
        SprayBottle_bar__minus_01_dot_25_bar__plus_00_dot_36_bar__minus_02_dot_41 - object
        ToiletPaper_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__minus_01_dot_94 - object
        CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 - receptacle
        Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 - receptacle
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_0_bar_12_bar_3_bar_30 - location
        loc_bar__minus_3_bar_9_bar_3_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_4_bar_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_3_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar__minus_3_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 loc_bar_0_bar_10_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 loc_bar_0_bar_12_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin loc_bar__minus_4_bar_11_bar_3_bar_30)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin loc_bar__minus_4_bar_12_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 loc_bar__minus_5_bar_5_bar_3_bar_30)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__minus_01_dot_57_bar__plus_00_dot_37_bar__plus_00_dot_93 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_57_bar__plus_00_dot_37_bar__plus_00_dot_93 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation SoapBar_bar__minus_01_dot_57_bar__plus_00_dot_37_bar__plus_00_dot_93 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_57_bar__plus_00_dot_37_bar__plus_00_dot_93)
        (cleanable SoapBar_bar__minus_01_dot_57_bar__plus_00_dot_37_bar__plus_00_dot_93)
        (objectType SoapBar_bar__minus_00_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_21 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_21 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation SoapBar_bar__minus_00_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_21 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_00_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_21)
        (cleanable SoapBar_bar__minus_00_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_21)
        (objectType Candle_bar__minus_02_dot_79_bar__plus_00_dot_42_bar__minus_02_dot_06 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_79_bar__plus_00_dot_42_bar__minus_02_dot_06 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (objectAtLocation Candle_bar__minus_02_dot_79_bar__plus_00_dot_42_bar__minus_02_dot_06 loc_bar_0_bar_12_bar_3_bar_30)
        (pickupable Candle_bar__minus_02_dot_79_bar__plus_00_dot_42_bar__minus_02_dot_06)
        (objectType Candle_bar__plus_02_dot_81_bar__plus_00_dot_51_bar__plus_01_dot_13 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_81_bar__plus_00_dot_51_bar__plus_01_dot_13 Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69)
        (objectAtLocation Candle_bar__plus_02_dot_81_bar__plus_00_dot_51_bar__plus_01_dot_13 loc_bar__minus_5_bar_5_bar_3_bar_30)
        (pickupable Candle_bar__plus_02_dot_81_bar__plus_00_dot_51_bar__plus_01_dot_13)
        (objectType HandTowel_bar__minus_02_dot_14_bar__plus_00_dot_23_bar__plus_02_dot_77 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_14_bar__plus_00_dot_23_bar__plus_02_dot_77 Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__minus_02_dot_14_bar__plus_00_dot_23_bar__plus_02_dot_77 loc_bar__minus_4_bar_12_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_14_bar__plus_00_dot_23_bar__plus_02_dot_77)
        (objectType SoapBottle_bar__minus_01_dot_88_bar__plus_01_dot_33_bar__minus_02_dot_00 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_88_bar__plus_01_dot_33_bar__minus_02_dot_00 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (objectAtLocation SoapBottle_bar__minus_01_dot_88_bar__plus_01_dot_33_bar__minus_02_dot_00 loc_bar_0_bar_12_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_88_bar__plus_01_dot_33_bar__minus_02_dot_00)
        (objectType SoapBottle_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__plus_01_dot_19 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__plus_01_dot_19 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (objectAtLocation SoapBottle_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__plus_01_dot_19 loc_bar_0_bar_12_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_69_bar__plus_01_dot_36_bar__plus_01_dot_19)
        (objectType SprayBottle_bar__minus_01_dot_77_bar__plus_00_dot_16_bar__plus_00_dot_14 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_77_bar__plus_00_dot_16_bar__plus_00_dot_14 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation SprayBottle_bar__minus_01_dot_77_bar__plus_00_dot_16_bar__plus_00_dot_14 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_77_bar__plus_00_dot_16_bar__plus_00_dot_14)
        (objectType SprayBottle_bar__minus_01_dot_25_bar__plus_00_dot_36_bar__minus_02_dot_41 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_25_bar__plus_00_dot_36_bar__minus_02_dot_41 CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83)
        (objectAtLocation SprayBottle_bar__minus_01_dot_25_bar__plus_00_dot_36_bar__minus_02_dot_41 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_25_bar__plus_00_dot_36_bar__minus_02_dot_41)
        (objectType ToiletPaper_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__minus_01_dot_94 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__minus_01_dot_94 Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__minus_01_dot_94 loc_bar__minus_5_bar_5_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_24_bar__plus_00_dot_54_bar__minus_01_dot_94)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBarType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBarType)
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
